package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"testing"
	"time"
	"unicode/utf8"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// The reference decoder: sjson through encoding/json, as FerretDB's own code reads it. The
// front's decoder (sjson.go) must give the same documents.

func decodeSJSONStd(data []byte) (bson.D, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, err
	}
	rs, ok := top["$s"]
	if !ok {
		return nil, fmt.Errorf("sjson: no schema")
	}
	var s sjSchema
	if err := json.Unmarshal(rs, &s); err != nil {
		return nil, err
	}
	delete(top, "$s")
	return sjDoc(top, &s)
}

type sjSchema struct {
	P map[string]*sjElem `json:"p"`
	K []string           `json:"$k"`
}

type sjElem struct {
	T string    `json:"t"`
	S *sjSchema `json:"$s"`
	O *string   `json:"o"`
	I []*sjElem `json:"i"`
	B *byte     `json:"s"`
}

func sjDoc(m map[string]json.RawMessage, s *sjSchema) (bson.D, error) {
	if len(m) == 0 {
		return bson.D{}, nil
	}
	if s == nil || len(s.K) != len(m) {
		return nil, fmt.Errorf("sjson: schema does not match document")
	}
	d := make(bson.D, 0, len(s.K))
	for _, k := range s.K {
		raw, ok := m[k]
		if !ok {
			return nil, fmt.Errorf("sjson: missing key %q", k)
		}
		v, err := sjValue(raw, s.P[k])
		if err != nil {
			return nil, err
		}
		d = append(d, bson.E{Key: k, Value: v})
	}
	return d, nil
}

func sjValue(raw json.RawMessage, e *sjElem) (any, error) {
	if bytes.Equal(raw, []byte("null")) {
		return nil, nil
	}
	if e == nil {
		return nil, fmt.Errorf("sjson: no schema for value")
	}
	switch e.T {
	case "object":
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			return nil, err
		}
		return sjDoc(m, e.S)
	case "array":
		var items []json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil {
			return nil, err
		}
		if len(items) != len(e.I) {
			return nil, fmt.Errorf("sjson: array schema does not match")
		}
		a := make(bson.A, len(items))
		for i, it := range items {
			v, err := sjValue(it, e.I[i])
			if err != nil {
				return nil, err
			}
			a[i] = v
		}
		return a, nil
	case "double":
		return strconv.ParseFloat(string(raw), 64)
	case "int":
		v, err := strconv.ParseInt(string(raw), 10, 32)
		return int32(v), err
	case "long":
		return strconv.ParseInt(string(raw), 10, 64)
	case "date":
		v, err := strconv.ParseInt(string(raw), 10, 64)
		return primitive.DateTime(v), err
	case "timestamp":
		v, err := strconv.ParseUint(string(raw), 10, 64)
		return primitive.Timestamp{T: uint32(v >> 32), I: uint32(v)}, err
	case "string":
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	case "objectId":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
		b, err := hex.DecodeString(s)
		if err != nil || len(b) != 12 {
			return nil, fmt.Errorf("sjson: bad objectId %q", s)
		}
		var oid primitive.ObjectID
		copy(oid[:], b)
		return oid, nil
	case "bool":
		var b bool
		err := json.Unmarshal(raw, &b)
		return b, err
	case "binData":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
		b, err := base64.StdEncoding.DecodeString(s)
		if err != nil {
			return nil, err
		}
		if e.B == nil {
			return nil, fmt.Errorf("sjson: binData without subtype")
		}
		return primitive.Binary{Subtype: *e.B, Data: b}, nil
	case "regex":
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
		if e.O == nil {
			return nil, fmt.Errorf("sjson: regex without options")
		}
		return primitive.Regex{Pattern: s, Options: *e.O}, nil
	}
	return nil, fmt.Errorf("sjson: unknown type %q", e.T)
}

// TestSJSONDecoders stores random documents through FerretDB and decodes what it wrote with
// both decoders.
func TestSJSONDecoders(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("sj").Collection("c")
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 300; i++ {
		d := randDoc(r, i)
		d = append(d, bson.E{Key: "esc", Value: []string{"q\"uote", "back\\slash", "<tag>&amp;", "tab\tnl\n", "\u2028\u2029", "😀 emoji", "nul\x00byte", "\x01\x1f"}[i%8]})
		d = append(d, bson.E{Key: "re", Value: primitive.Regex{Pattern: "^a.b$", Options: "im"}})
		d = append(d, bson.E{Key: "bin", Value: primitive.Binary{Subtype: byte(i % 5), Data: []byte{byte(i), 0, 255}}})
		d = append(d, bson.E{Key: "big", Value: []any{1e300, -1e-300, 123456789.125, int64(-1 << 62), math.MaxInt32}[i%5]})
		d = append(d, bson.E{Key: "nested", Value: bson.D{{Key: "x", Value: bson.A{bson.D{{Key: "y", Value: bson.A{}}}, bson.D{}}}}})
		if _, err := c.InsertOne(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	s, err := te.e.front.cat.db(ctx, "sj")
	if err != nil {
		t.Fatal(err)
	}
	meta, _ := collectionMeta(ctx, s.rd, "c")
	rows, err := s.rd.QueryContext(ctx, `SELECT _ferretdb_sjson FROM "`+meta.table+`"`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var text string
		if err := rows.Scan(&text); err != nil {
			t.Fatal(err)
		}
		a, err1 := decodeSJSON([]byte(text))
		b, err2 := decodeSJSONStd([]byte(text))
		if err1 != nil || err2 != nil {
			t.Fatalf("%v / %v: %s", err1, err2, text)
		}
		if docKey(a) != docKey(b) {
			t.Fatalf("decoders differ:\n%v\n%v", a, b)
		}
		n++
	}
	if n != 300 {
		t.Fatalf("%d documents", n)
	}
}

// FuzzSJSON: on any input the front's decoder fails where the reference fails, or agrees.
func FuzzSJSON(f *testing.F) {
	f.Add([]byte(quoteSJSON()))
	f.Add([]byte(`{"$s":{"p":{"a":{"t":"string"},"b":{"t":"array","i":[{"t":"int"},{"t":"null"}]}},"$k":["a","b"]},"a":"x\u00e9\ud83d\ude00","b":[1,null]}`))
	f.Add([]byte(`{"$s":{}}`))
	f.Add([]byte(`{"$s":{"p":{"a":{"t":"object","$s":{"p":{"b":{"t":"binData","s":4}},"$k":["b"]}}},"$k":["a"]},"a":{"b":"AAE="}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		done := make(chan struct{})
		var a, b bson.D
		var err1, err2 error
		go func() {
			defer close(done)
			a, err1 = decodeSJSON(data)
			b, err2 = decodeSJSONStd(data)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("decoding hangs on %q", data)
		}
		if err2 != nil || !utf8.Valid(data) {
			return // the front reads only what FerretDB wrote: valid sjson
		}
		if err1 != nil {
			t.Fatalf("front's decoder failed (%v) where the reference decoded %v", err1, b)
		}
		if docKey(a) != docKey(b) {
			t.Fatalf("decoders differ:\n%v\n%v", a, b)
		}
	})
}

// TestDecodeWantedFields: a decode that steps over fields returns exactly the full decode's
// other fields, in order, for documents of every shape the front stores.
func TestDecodeWantedFields(t *testing.T) {
	full := `{"$s":{"p":{"_id":{"t":"int"},"a":{"t":"string"},"tags":{"t":"array","i":[{"t":"string"},{"t":"int"}]},` +
		`"sub":{"t":"object","$s":{"p":{"k":{"t":"string"}},"$k":["k"]}},"n":{"t":"null"},"q":{"t":"string"}},"$k":["_id","a","tags","sub","n","q"]},` +
		`"_id":7,"a":"x\"y\\\\z","tags":["p\"}]",3],"sub":{"k":"v{,}"},"n":null,"q":"\u00e9"}`
	all, err := decodeSJSON([]byte(full))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		keep []string
	}{
		{"everything", []string{"_id", "a", "tags", "sub", "n", "q"}},
		{"no arrays or objects", []string{"_id", "a", "n", "q"}},
		{"only the id", []string{"_id"}},
		{"nothing", nil},
		{"the last field", []string{"q"}},
		{"the containers", []string{"tags", "sub"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			keep := map[string]bool{}
			for _, k := range tc.keep {
				keep[k] = true
			}
			got, err := decodeSJSONFields([]byte(full), func(k string) bool { return keep[k] })
			if err != nil {
				t.Fatal(err)
			}
			want := bson.D{}
			for _, e := range all {
				if keep[e.Key] {
					want = append(want, e)
				}
			}
			if docKey(got) != docKey(want) {
				t.Fatalf("got %v, want %v", got, want)
			}
		})
	}
	// malformed JSON in a field stepped over is still refused, never read past
	for _, bad := range []string{
		`{"$s":{"p":{"a":{"t":"string"}},"$k":["a"]},"a":"unterminated}`,
		`{"$s":{"p":{"a":{"t":"array"}},"$k":["a"]},"a":[1,2}`,
		`{"$s":{"p":{"a":{"t":"object"}},"$k":["a"]},"a":{"k" 1}}`,
		`{"$s":{"p":{"a":{"t":"string"}},"$k":["a"]},"a":`,
	} {
		if _, err := decodeSJSONFields([]byte(bad), func(string) bool { return false }); err == nil {
			t.Errorf("%s: decoded", bad)
		}
	}
}
