package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"net"
	"time"

	"go.mongodb.org/mongo-driver/bson"
)

// Wire protocol framing: the 16-byte header, OP_MSG sections and the replies the front builds.

const (
	opCodeReply = 1
	opCodeQuery = 2004
	opCodeMsg   = 2013
	opCodeCompr = 2012

	maxMessageSize = 48 * 1000 * 1000 // mongod's maxMessageSizeBytes

	flagChecksumPresent = 1 << 0
	flagMoreToCome      = 1 << 1
	flagExhaustAllowed  = 1 << 16

	// bodyReadTimeout bounds how long the rest of a message may take once its header arrived,
	// so a truncated message closes its connection instead of holding it forever.
	bodyReadTimeout = 30 * time.Second
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// message is one wire message as read from a connection: raw holds all of it, header included.
type message struct {
	raw        []byte
	requestID  int32
	responseTo int32
	opCode     int32
}

var errFraming = errors.New("malformed wire message")

// readMessage reads one message. Sizes outside [16, maxMessageSize] are an error.
func readMessage(r io.Reader, conn net.Conn) (*message, error) {
	var hdr [16]byte
	if _, err := io.ReadFull(r, hdr[:4]); err != nil {
		return nil, err
	}
	size := int32(binary.LittleEndian.Uint32(hdr[:4]))
	if size < 16 || size > maxMessageSize {
		return nil, fmt.Errorf("%w: message length %d", errFraming, size)
	}
	if conn != nil {
		_ = conn.SetReadDeadline(time.Now().Add(bodyReadTimeout))
		defer conn.SetReadDeadline(time.Time{})
	}
	raw := make([]byte, size)
	copy(raw, hdr[:4])
	if _, err := io.ReadFull(r, raw[4:]); err != nil {
		if errors.Is(err, io.EOF) {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	return &message{
		raw:        raw,
		requestID:  int32(binary.LittleEndian.Uint32(raw[4:])),
		responseTo: int32(binary.LittleEndian.Uint32(raw[8:])),
		opCode:     int32(binary.LittleEndian.Uint32(raw[12:])),
	}, nil
}

// docSeq is an OP_MSG kind-1 section.
type docSeq struct {
	id   string
	docs []bson.Raw
}

// opMsg is a parsed OP_MSG.
type opMsg struct {
	flags uint32
	body  bson.Raw
	seqs  []docSeq
}

func (m *opMsg) moreToCome() bool { return m.flags&flagMoreToCome != 0 }

// parseOpMsg parses and validates the OP_MSG of raw (header included).
func parseOpMsg(raw []byte) (*opMsg, error) {
	if len(raw) < 21 {
		return nil, fmt.Errorf("%w: OP_MSG too short", errFraming)
	}
	flags := binary.LittleEndian.Uint32(raw[16:])
	// bits 0-15 are required: a receiver must fail on unknown ones
	if flags&0xFFFF&^(flagChecksumPresent|flagMoreToCome) != 0 {
		return nil, fmt.Errorf("%w: unknown required OP_MSG flag bits %#x", errFraming, flags)
	}
	p := raw[20:]
	if flags&flagChecksumPresent != 0 {
		if len(p) < 4+1 {
			return nil, fmt.Errorf("%w: missing checksum", errFraming)
		}
		want := binary.LittleEndian.Uint32(p[len(p)-4:])
		if crc32.Checksum(raw[:len(raw)-4], castagnoli) != want {
			return nil, fmt.Errorf("%w: checksum mismatch", errFraming)
		}
		p = p[:len(p)-4]
	}
	m := &opMsg{flags: flags}
	for len(p) > 0 {
		kind := p[0]
		p = p[1:]
		switch kind {
		case 0:
			if m.body != nil {
				return nil, fmt.Errorf("%w: two body sections", errFraming)
			}
			d, rest, err := readDoc(p)
			if err != nil {
				return nil, err
			}
			m.body, p = d, rest
		case 1:
			if len(p) < 4 {
				return nil, fmt.Errorf("%w: truncated document sequence", errFraming)
			}
			size := int(binary.LittleEndian.Uint32(p))
			if size < 5 || size > len(p) {
				return nil, fmt.Errorf("%w: document sequence size %d", errFraming, size)
			}
			sec := p[4:size]
			p = p[size:]
			end := -1
			for i, b := range sec {
				if b == 0 {
					end = i
					break
				}
			}
			if end < 0 {
				return nil, fmt.Errorf("%w: unterminated sequence identifier", errFraming)
			}
			s := docSeq{id: string(sec[:end])}
			sec = sec[end+1:]
			for len(sec) > 0 {
				d, rest, err := readDoc(sec)
				if err != nil {
					return nil, err
				}
				s.docs = append(s.docs, d)
				sec = rest
			}
			m.seqs = append(m.seqs, s)
		default:
			return nil, fmt.Errorf("%w: unknown section kind %d", errFraming, kind)
		}
	}
	if m.body == nil {
		return nil, fmt.Errorf("%w: no body section", errFraming)
	}
	return m, nil
}

// readDoc reads and validates one BSON document from the front of p.
func readDoc(p []byte) (bson.Raw, []byte, error) {
	if len(p) < 5 {
		return nil, nil, fmt.Errorf("%w: truncated document", errFraming)
	}
	size := int(binary.LittleEndian.Uint32(p))
	if size < 5 || size > len(p) {
		return nil, nil, fmt.Errorf("%w: document size %d", errFraming, size)
	}
	d := bson.Raw(p[:size])
	if err := d.Validate(); err != nil {
		return nil, nil, fmt.Errorf("%w: %v", errFraming, err)
	}
	return d, p[size:], nil
}

// command returns the body with every document sequence added as an array field,
// the form in which the command's fields are read.
func (m *opMsg) command() (bson.D, error) {
	var d bson.D
	if err := bson.Unmarshal(m.body, &d); err != nil {
		return nil, err
	}
	for _, s := range m.seqs {
		arr := make(bson.A, len(s.docs))
		for i, raw := range s.docs {
			var sub bson.D
			if err := bson.Unmarshal(raw, &sub); err != nil {
				return nil, err
			}
			arr[i] = sub
		}
		d = append(d, bson.E{Key: s.id, Value: arr})
	}
	return d, nil
}

// buildOpMsg builds an OP_MSG with one body section and no flags.
func buildOpMsg(requestID, responseTo int32, body []byte) []byte {
	size := 16 + 4 + 1 + len(body)
	b := make([]byte, 0, size)
	b = binary.LittleEndian.AppendUint32(b, uint32(size))
	b = binary.LittleEndian.AppendUint32(b, uint32(requestID))
	b = binary.LittleEndian.AppendUint32(b, uint32(responseTo))
	b = binary.LittleEndian.AppendUint32(b, opCodeMsg)
	b = binary.LittleEndian.AppendUint32(b, 0)
	b = append(b, 0)
	return append(b, body...)
}

// errorDoc is a command error reply as mongod gives it.
func errorDoc(code int32, codeName, msg string) bson.D {
	return bson.D{{Key: "ok", Value: 0.0}, {Key: "errmsg", Value: msg}, {Key: "code", Value: code}, {Key: "codeName", Value: codeName}}
}

// buildOpReply builds an OP_REPLY with one document (for errors on OP_QUERY).
func buildOpReply(responseTo int32, doc []byte) []byte {
	size := 16 + 20 + len(doc)
	b := make([]byte, 0, size)
	b = binary.LittleEndian.AppendUint32(b, uint32(size))
	b = binary.LittleEndian.AppendUint32(b, 0)
	b = binary.LittleEndian.AppendUint32(b, uint32(responseTo))
	b = binary.LittleEndian.AppendUint32(b, opCodeReply)
	b = binary.LittleEndian.AppendUint32(b, 0) // responseFlags
	b = binary.LittleEndian.AppendUint64(b, 0) // cursorID
	b = binary.LittleEndian.AppendUint32(b, 0) // startingFrom
	b = binary.LittleEndian.AppendUint32(b, 1) // numberReturned
	return append(b, doc...)
}

// replyBody returns the body document of an OP_MSG reply read from upstream.
func replyBody(m *message) (bson.Raw, uint32, error) {
	if m.opCode != opCodeMsg {
		return nil, 0, fmt.Errorf("%w: reply op code %d", errFraming, m.opCode)
	}
	pm, err := parseOpMsg(m.raw)
	if err != nil {
		return nil, 0, err
	}
	return pm.body, pm.flags, nil
}
