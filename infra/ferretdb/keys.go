package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"strconv"
	"strings"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// Order-preserving key encoding: bytes.Compare of two encodings orders the values as MongoDB's
// BSON comparison does. Every encoding is prefix-free, so encodings of the components of a
// compound key can be concatenated, and a descending component is the bitwise complement of
// its encoding.
//
// Type tags, in MongoDB's canonical type order:
const (
	tagMinKey    = 0x05
	tagUndefined = 0x08 // the key of an empty array (MongoDB indexes [] as undefined)
	tagNull      = 0x0A // null and missing
	tagNumber    = 0x10 // int32, int64, double, decimal compared by value; NaN first
	tagString    = 0x14 // string and symbol
	tagObject    = 0x18
	tagArray     = 0x1C
	tagBinary    = 0x20
	tagObjectID  = 0x24
	tagBool      = 0x28
	tagDate      = 0x2C
	tagTimestamp = 0x30
	tagRegex     = 0x34
	tagMaxKey    = 0xF0
)

// typeTag returns the canonical type tag of a value; ok is false for types the front does not
// handle (JavaScript, DBPointer, decimal128, ...).
func typeTag(v any) (byte, bool) {
	switch v.(type) {
	case primitive.MinKey:
		return tagMinKey, true
	case primitive.Undefined:
		return tagUndefined, true
	case nil, primitive.Null:
		return tagNull, true
	case int32, int64, float64:
		return tagNumber, true
	case string:
		return tagString, true
	case primitive.Symbol:
		return tagString, true
	case bson.D:
		return tagObject, true
	case bson.A:
		return tagArray, true
	case primitive.Binary:
		return tagBinary, true
	case primitive.ObjectID:
		return tagObjectID, true
	case bool:
		return tagBool, true
	case primitive.DateTime:
		return tagDate, true
	case primitive.Timestamp:
		return tagTimestamp, true
	case primitive.Regex:
		return tagRegex, true
	case primitive.MaxKey:
		return tagMaxKey, true
	}
	return 0, false
}

// supported reports whether every value inside v has a type the front handles.
func supported(v any) bool {
	switch v := v.(type) {
	case bson.D:
		for _, e := range v {
			if !supported(e.Value) {
				return false
			}
		}
		return true
	case bson.A:
		for _, e := range v {
			if !supported(e) {
				return false
			}
		}
		return true
	}
	_, ok := typeTag(v)
	return ok
}

// appendKey appends the order-preserving encoding of v (tag included).
func appendKey(b []byte, v any) []byte {
	t, ok := typeTag(v)
	if !ok {
		// not reached for validated input; sort such values last but deterministically
		return append(b, 0xFE)
	}
	b = append(b, t)
	return appendPayload(b, v)
}

func appendPayload(b []byte, v any) []byte {
	switch v := v.(type) {
	case int32:
		return appendNumber(b, float64(v), 0)
	case int64:
		d := float64(v)
		var r int64
		if d >= 9223372036854775807 { // rounded up to 2^63
			r = v + math.MinInt64 // v - 2^63, without overflow
		} else {
			r = v - int64(d)
		}
		return appendNumber(b, d, r)
	case float64:
		return appendNumber(b, v, 0)
	case string:
		return appendString(b, v)
	case primitive.Symbol:
		return appendString(b, string(v))
	case bson.D:
		for _, e := range v {
			t, ok := typeTag(e.Value)
			if !ok {
				t = 0xFE
			}
			b = append(b, t)
			b = appendString(b, e.Key)
			b = appendPayload(b, e.Value)
		}
		return append(b, 0)
	case bson.A:
		for _, e := range v {
			b = appendKey(b, e)
		}
		return append(b, 0)
	case primitive.Binary:
		b = binary.BigEndian.AppendUint32(b, uint32(len(v.Data)))
		b = append(b, v.Subtype)
		return append(b, v.Data...)
	case primitive.ObjectID:
		return append(b, v[:]...)
	case bool:
		if v {
			return append(b, 1)
		}
		return append(b, 0)
	case primitive.DateTime:
		return binary.BigEndian.AppendUint64(b, uint64(v)^(1<<63))
	case primitive.Timestamp:
		b = binary.BigEndian.AppendUint32(b, v.T)
		return binary.BigEndian.AppendUint32(b, v.I)
	case primitive.Regex:
		b = appendString(b, v.Pattern)
		return appendString(b, v.Options)
	}
	return b
}

// appendNumber encodes a number as its nearest double (NaN first, -0 == 0) followed by the
// exact remainder of an int64 that the double does not represent: a byte 0x80 when there is
// none, else 0x7F or 0x81 (negative or positive) and the remainder's 8 bytes.
func appendNumber(b []byte, d float64, r int64) []byte {
	var u uint64
	if !math.IsNaN(d) {
		if d == 0 {
			d = 0 // -0 == 0
		}
		bits := math.Float64bits(d)
		if bits&(1<<63) != 0 {
			u = ^bits
		} else {
			u = bits | (1 << 63)
		}
		if u == 0 { // cannot happen for non-NaN, keep NaN strictly first
			u = 1
		}
	}
	b = binary.BigEndian.AppendUint64(b, u)
	switch {
	case r == 0:
		return append(b, 0x80)
	case r < 0:
		b = append(b, 0x7F)
	default:
		b = append(b, 0x81)
	}
	return binary.BigEndian.AppendUint64(b, uint64(r)^(1<<63))
}

// appendString escapes 0x00 as 0x00 0xFF and terminates with 0x00 0x00.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == 0 {
			b = append(b, 0, 0xFF)
		} else {
			b = append(b, c)
		}
	}
	return append(b, 0, 0)
}

// keyOf is the encoding of one value.
func keyOf(v any) []byte { return appendKey(nil, v) }

// compareValues compares two values in MongoDB's BSON order.
func compareValues(a, b any) int { return bytes.Compare(keyOf(a), keyOf(b)) }

// invert complements bytes (a descending component).
func invert(b []byte) []byte {
	for i := range b {
		b[i] = ^b[i]
	}
	return b
}

// typeEnd is the smallest key greater than every key of type tag t.
func typeEnd(t byte) []byte { return []byte{t + 1} }

// splitPath splits a dotted path.
func splitPath(p string) []string { return strings.Split(p, ".") }

// isIndexComponent reports whether a path part is a plain field name (not an array position).
func isNumericPart(s string) bool {
	if s == "" {
		return false
	}
	_, err := strconv.Atoi(s)
	return err == nil
}

// lookup returns the value of a top-level field.
func lookup(d bson.D, k string) (any, bool) {
	for _, e := range d {
		if e.Key == k {
			return e.Value, true
		}
	}
	return nil, false
}

// indexValues returns the values a document contributes to an index on path, as MongoDB's key
// generation does: arrays on the path are expanded (their elements indexed), an empty array at
// the end is indexed as undefined, a path that leads nowhere gives null. multi is true when an
// array was met on the path.
func indexValues(doc bson.D, parts []string) (vals []any, multi bool) {
	var walk func(v any, parts []string, inArray bool)
	walk = func(v any, parts []string, inArray bool) {
		if len(parts) == 0 {
			if a, ok := v.(bson.A); ok {
				multi = true
				if inArray {
					// an array inside an array is indexed as a value
					vals = append(vals, a)
					return
				}
				if len(a) == 0 {
					vals = append(vals, primitive.Undefined{})
					return
				}
				for _, e := range a {
					if ea, ok := e.(bson.A); ok {
						vals = append(vals, ea)
					} else {
						vals = append(vals, e)
					}
				}
				return
			}
			vals = append(vals, v)
			return
		}
		switch t := v.(type) {
		case bson.D:
			sub, ok := lookup(t, parts[0])
			if !ok {
				if inArray {
					vals = append(vals, nil)
				}
				return
			}
			walk(sub, parts[1:], false)
		case bson.A:
			multi = true
			if inArray {
				return
			}
			for _, e := range t {
				if sd, ok := e.(bson.D); ok {
					walk(sd, parts, true)
				} else {
					vals = append(vals, nil)
				}
			}
		}
	}
	walk(doc, parts, false)
	if len(vals) == 0 {
		vals = append(vals, nil)
	}
	return vals, multi
}
