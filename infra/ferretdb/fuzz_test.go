package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"io"
	"net"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

func opMsgBytes(flags uint32, sections ...[]byte) []byte {
	var body []byte
	body = binary.LittleEndian.AppendUint32(body, flags)
	for _, s := range sections {
		body = append(body, s...)
	}
	size := 16 + len(body)
	if flags&flagChecksumPresent != 0 {
		size += 4
	}
	var b []byte
	b = binary.LittleEndian.AppendUint32(b, uint32(size))
	b = binary.LittleEndian.AppendUint32(b, 1)
	b = binary.LittleEndian.AppendUint32(b, 0)
	b = binary.LittleEndian.AppendUint32(b, opCodeMsg)
	b = append(b, body...)
	if flags&flagChecksumPresent != 0 {
		b = binary.LittleEndian.AppendUint32(b, crc32.Checksum(b, castagnoli))
	}
	return b
}

func kind0(d any) []byte {
	raw, _ := bson.Marshal(d)
	return append([]byte{0}, raw...)
}

func kind1(id string, docs ...any) []byte {
	var payload []byte
	payload = append(payload, id...)
	payload = append(payload, 0)
	for _, d := range docs {
		raw, _ := bson.Marshal(d)
		payload = append(payload, raw...)
	}
	out := []byte{1}
	out = binary.LittleEndian.AppendUint32(out, uint32(4+len(payload)))
	return append(out, payload...)
}

func framingSeeds() [][]byte {
	ping := bson.D{{Key: "ping", Value: 1}, {Key: "$db", Value: "admin"}}
	ins := bson.D{{Key: "insert", Value: "c"}, {Key: "$db", Value: "t"}}
	good := opMsgBytes(0, kind0(ping))
	return [][]byte{
		good,
		opMsgBytes(flagChecksumPresent, kind0(ping)),
		opMsgBytes(flagMoreToCome, kind0(ping)),
		opMsgBytes(flagExhaustAllowed, kind0(ping)),
		opMsgBytes(0, kind0(ins), kind1("documents", bson.D{{Key: "a", Value: 1}}, bson.D{{Key: "b", Value: "x"}})),
		opMsgBytes(0, kind1("documents", bson.D{{Key: "a", Value: 1}})),
		opMsgBytes(1<<5, kind0(ping)),
		good[:len(good)-3],
		{0x10, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0xdd, 0x07, 0, 0},
		{0xff, 0xff, 0xff, 0x7f},
		{},
	}
}

// FuzzFraming feeds arbitrary bytes to the message reader and the OP_MSG parser.
func FuzzFraming(f *testing.F) {
	for _, s := range framingSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := bytes.NewReader(data)
		for {
			m, err := readMessage(r, nil)
			if err != nil {
				return
			}
			if len(m.raw) > maxMessageSize {
				t.Fatalf("message of %d bytes accepted", len(m.raw))
			}
			if m.opCode != opCodeMsg {
				continue
			}
			pm, err := parseOpMsg(m.raw)
			if err != nil {
				continue
			}
			if _, err := pm.command(); err != nil {
				continue
			}
		}
	})
}

// FuzzFilter feeds arbitrary BSON documents to the filter parser, the planner, the matcher and
// key generation.
func FuzzFilter(f *testing.F) {
	seeds := []bson.D{
		{{Key: "a", Value: 1}},
		{{Key: "a", Value: bson.D{{Key: "$gt", Value: 1}, {Key: "$lte", Value: 5.5}}}, {Key: "b", Value: "x"}},
		{{Key: "a", Value: bson.D{{Key: "$in", Value: bson.A{1, "a", nil}}}}, {Key: "c", Value: bson.D{{Key: "$exists", Value: false}}}},
		{{Key: "s", Value: bson.D{{Key: "$regex", Value: "^ab"}, {Key: "$options", Value: ""}}}},
		{{Key: "s", Value: primitive.Regex{Pattern: "^a(b", Options: "i"}}},
		{{Key: "$and", Value: bson.A{bson.D{{Key: "a", Value: bson.D{{Key: "$ne", Value: 3}}}}, bson.D{{Key: "t", Value: bson.D{{Key: "$nin", Value: bson.A{1}}}}}}}},
		{{Key: "a.b", Value: bson.D{{Key: "$not", Value: bson.D{{Key: "$gte", Value: primitive.NewDateTimeFromTime(time.Unix(0, 0))}}}}}},
		{{Key: "_id", Value: bson.D{{Key: "$in", Value: bson.A{primitive.NewObjectID(), 5, "x"}}}}},
		{{Key: "$or", Value: bson.A{bson.D{{Key: "a", Value: 1}}}}},
		{{Key: "$or", Value: bson.A{bson.D{{Key: "a", Value: 2}}, bson.D{{Key: "_id", Value: "k"}}, bson.D{{Key: "t", Value: "x"}}}}},
		{{Key: "$or", Value: bson.A{bson.D{{Key: "b", Value: "x"}}, bson.D{{Key: "a.b", Value: bson.D{{Key: "$gte", Value: 1}}}}}}, {Key: "c", Value: bson.D{{Key: "$exists", Value: false}}}},
		{{Key: "t", Value: bson.D{{Key: "$all", Value: bson.A{"x", "y"}}}}, {Key: "u", Value: bson.D{{Key: "$size", Value: 2}}}},
	}
	for _, s := range seeds {
		raw, _ := bson.Marshal(s)
		f.Add(raw, []byte{0x01, 0x80})
	}
	ix := func(id int64, key bson.D, partial bson.D) *indexInfo {
		spec := bson.D{{Key: "v", Value: 2}, {Key: "key", Value: key}, {Key: "name", Value: "x"}}
		if partial != nil {
			spec = append(spec, bson.E{Key: "partialFilterExpression", Value: partial})
		}
		i, err := newIndexInfo(id, "c", spec)
		if err != nil {
			panic(err)
		}
		return i
	}
	indexes := []*indexInfo{
		ix(1, bson.D{{Key: "a", Value: 1}}, nil),
		ix(2, bson.D{{Key: "b", Value: 1}, {Key: "a", Value: -1}}, nil),
		ix(3, bson.D{{Key: "t", Value: 1}}, nil),
		ix(4, bson.D{{Key: "s", Value: -1}}, bson.D{{Key: "s", Value: bson.D{{Key: "$exists", Value: true}}}}),
		ix(5, bson.D{{Key: "a.b", Value: 1}, {Key: "c", Value: 1}}, nil),
	}
	docs := []bson.D{
		{{Key: "_id", Value: 1}, {Key: "a", Value: 2}, {Key: "b", Value: "x"}, {Key: "t", Value: bson.A{"x", 1, nil}}},
		{{Key: "_id", Value: "k"}, {Key: "a", Value: bson.D{{Key: "b", Value: 1.5}}}, {Key: "s", Value: "abc"}},
		{{Key: "_id", Value: primitive.NewObjectID()}, {Key: "a", Value: bson.A{bson.D{{Key: "b", Value: 1}}, bson.D{{Key: "c", Value: 2}}}}},
		{{Key: "_id", Value: 2}},
	}
	f.Fuzz(func(t *testing.T, raw []byte, extra []byte) {
		// the driver's Validate indexes out of range on a declared length under 5: the front's
		// readDoc checks the length first, and so does this
		if len(raw) < 5 || int(binary.LittleEndian.Uint32(raw)) != len(raw) || bson.Raw(raw).Validate() != nil {
			return
		}
		var d bson.D
		if err := bson.Unmarshal(raw, &d); err != nil {
			return
		}
		fl, err := parseFilter(d)
		if err != nil {
			return
		}
		var srt []sortKey
		if len(extra) > 0 {
			fields := []string{"a", "b", "t", "s", "a.b", "c"}
			srt = append(srt, sortKey{path: fields[int(extra[0])%len(fields)], parts: splitPath(fields[int(extra[0])%len(fields)]), desc: extra[0]&0x80 != 0})
		}
		// multikey bits as the triggers would have set them, plus some the input adds
		multi := map[int64]int64{}
		for _, ix := range indexes {
			for _, doc := range docs {
				multi[ix.id] |= ix.ks.multikeyBits(doc)
			}
		}
		if len(extra) > 1 {
			multi[int64(extra[1]%5)+1] |= int64(extra[1] >> 4)
		}
		p := planQuery(fl, srt, indexes, multi)
		for _, iv := range p.ivs {
			if iv.hi != nil && bytes.Compare(iv.lo, iv.hi) >= 0 {
				t.Fatalf("empty interval kept: %x %x", iv.lo, iv.hi)
			}
		}
		for _, doc := range docs {
			if fl.matches(doc) && !planFinds(p, doc) {
				t.Fatalf("document %v matches %v but the plan (%s) does not reach it", doc, d, p.stage)
			}
		}
	})
}

// planFinds reports whether a plan's reads reach a document.
func planFinds(p *plan, doc bson.D) bool {
	switch p.stage {
	case "IDHACK":
		id, _ := lookup(doc, "_id")
		for _, v := range p.ids {
			if compareValues(v, id) == 0 {
				return true
			}
		}
		return false
	case "OR":
		for _, sp := range p.subs {
			if planFinds(sp, doc) {
				return true
			}
		}
		return false
	case "IXSCAN":
		keys, err := p.ix.ks.keys(doc)
		if err != nil || len(keys) == 0 {
			return true // not indexable, or outside a partial index the filter implies
		}
		for _, k := range keys {
			for _, iv := range p.ivs {
				if (iv.lo == nil || bytes.Compare(k.key, iv.lo) >= 0) && (iv.hi == nil || bytes.Compare(k.key, iv.hi) < 0) {
					return true
				}
			}
		}
		return false
	}
	return true
}

// TestBadInput sends malformed, truncated and oversized messages to a running front: each gets
// an error reply or a closed connection, and the front keeps serving.
func TestBadInput(t *testing.T) {
	te := startTestEngine(t, 0)
	addr := te.e.addr
	ping := bson.D{{Key: "ping", Value: 1}, {Key: "$db", Value: "admin"}}
	cases := map[string][]byte{
		"oversized":       binary.LittleEndian.AppendUint32(nil, 60<<20),
		"too small":       {4, 0, 0, 0},
		"bad section":     opMsgBytes(0, []byte{7, 1, 2, 3}),
		"bad document":    opMsgBytes(0, []byte{0, 5, 0, 0, 0, 1}),
		"bad checksum":    append(opMsgBytes(0, kind0(ping))[:len(opMsgBytes(0, kind0(ping)))], 0, 0, 0, 0),
		"unknown flags":   opMsgBytes(1<<3, kind0(ping)),
		"no body":         opMsgBytes(0, kind1("documents", bson.D{{Key: "a", Value: 1}})),
		"empty command":   opMsgBytes(0, kind0(bson.D{})),
		"find on number":  opMsgBytes(0, kind0(bson.D{{Key: "find", Value: 5}, {Key: "$db", Value: "x"}})),
		"explain garbage": opMsgBytes(0, kind0(bson.D{{Key: "explain", Value: "x"}, {Key: "$db", Value: "x"}})),
		"getMore garbage": opMsgBytes(0, kind0(bson.D{{Key: "getMore", Value: int64(1 << 62)}, {Key: "$db", Value: "x"}})),
		"update garbage":  opMsgBytes(0, kind0(bson.D{{Key: "update", Value: "c"}, {Key: "updates", Value: "x"}, {Key: "$db", Value: "x"}})),
		"createIndexes":   opMsgBytes(0, kind0(bson.D{{Key: "createIndexes", Value: "c"}, {Key: "indexes", Value: bson.A{bson.D{{Key: "key", Value: "x"}}}}, {Key: "$db", Value: "x"}})),
	}
	// fix up the checksum case: flag set, wrong sum
	bc := opMsgBytes(flagChecksumPresent, kind0(ping))
	bc[len(bc)-1] ^= 0xff
	cases["bad checksum"] = bc
	for name, msg := range cases {
		t.Run(name, func(t *testing.T) {
			c, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			c.SetDeadline(time.Now().Add(40 * time.Second))
			if _, err := c.Write(msg); err != nil {
				return
			}
			var hdr [4]byte
			if _, err := io.ReadFull(c, hdr[:]); err != nil {
				return // closed: fine
			}
			size := binary.LittleEndian.Uint32(hdr[:])
			rest := make([]byte, size-4)
			if _, err := io.ReadFull(c, rest); err != nil {
				t.Fatalf("truncated reply: %v", err)
			}
		})
	}
	// a truncated message: the connection is closed after the body timeout, not held; here we
	// only check the front still answers others meanwhile
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	good := opMsgBytes(0, kind0(ping))
	c.Write(good[:len(good)-5])
	if err := te.front.Ping(context.Background(), nil); err != nil {
		t.Fatalf("front stopped answering: %v", err)
	}
}
