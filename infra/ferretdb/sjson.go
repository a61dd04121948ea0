package main

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// FerretDB v1 stores each document as "sjson": JSON whose "$s" member is a schema
// ({"p": {field: elem}, "$k": [field order]}) and whose other members are the values:
//
//	double, int, long  JSON number          date       JSON number (ms since epoch)
//	string             JSON string          timestamp  JSON number (uint64)
//	objectId           JSON string (hex)    binData    JSON string (base64), subtype in elem "s"
//	bool               JSON bool            regex      JSON string (pattern), options in elem "o"
//	null               JSON null            object     JSON object, its schema in elem "$s"
//	array              JSON array, element schemas in elem "i"
//
// decodeSJSON turns it into the values the bson package decodes into a bson.D. It parses the
// JSON once into a small tree (no reflection), then reads the values through the schema.

// jnode is a parsed JSON value: kind is 'o' object, 'a' array, 's' string, 'n' number (str is
// its text), 't' true, 'f' false, 'z' null.
type jnode struct {
	kind byte
	str  string
	keys []string
	vals []jnode
}

func (n *jnode) get(k string) *jnode {
	for i := range n.keys {
		if n.keys[i] == k {
			return &n.vals[i]
		}
	}
	return nil
}

// schemaGet reads a member of a schema object as FerretDB's reader (encoding/json into a
// struct) does: the name matched without regard to case, the last match winning.
func (n *jnode) schemaGet(k string) *jnode {
	var found *jnode
	for i := range n.keys {
		if strings.EqualFold(n.keys[i], k) {
			found = &n.vals[i]
		}
	}
	return found
}

var errJSON = errors.New("sjson: malformed JSON")

type jparser struct {
	b       []byte
	i       int
	want    fieldsWanted // root and schema: the top-level fields to parse (nil: all)
	skipped int          // top-level fields stepped over
}

func (p *jparser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

func (p *jparser) value(depth int) (jnode, error) {
	if depth > 200 {
		return jnode{}, errJSON
	}
	p.ws()
	if p.i >= len(p.b) {
		return jnode{}, errJSON
	}
	switch c := p.b[p.i]; {
	case c == '{':
		return p.object(depth, func(string) (jnode, bool, error) {
			v, err := p.value(depth + 1)
			return v, true, err
		})
	case c == '[':
		p.i++
		n := jnode{kind: 'a'}
		p.ws()
		if p.i < len(p.b) && p.b[p.i] == ']' {
			p.i++
			return n, nil
		}
		for {
			v, err := p.value(depth + 1)
			if err != nil {
				return jnode{}, err
			}
			n.vals = append(n.vals, v)
			p.ws()
			if p.i >= len(p.b) {
				return jnode{}, errJSON
			}
			if p.b[p.i] == ',' {
				p.i++
				continue
			}
			if p.b[p.i] == ']' {
				p.i++
				return n, nil
			}
			return jnode{}, errJSON
		}
	case c == '"':
		s, err := p.string()
		return jnode{kind: 's', str: s}, err
	case c == 't':
		return jnode{kind: 't'}, p.lit("true")
	case c == 'f':
		return jnode{kind: 'f'}, p.lit("false")
	case c == 'n':
		return jnode{kind: 'z'}, p.lit("null")
	case c == '-' || (c >= '0' && c <= '9'):
		st := p.i
		p.i++
		for p.i < len(p.b) {
			c := p.b[p.i]
			if (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-' {
				p.i++
				continue
			}
			break
		}
		return jnode{kind: 'n', str: string(p.b[st:p.i])}, nil
	}
	return jnode{}, errJSON
}

func (p *jparser) lit(s string) error {
	if len(p.b)-p.i < len(s) || string(p.b[p.i:p.i+len(s)]) != s {
		return errJSON
	}
	p.i += len(s)
	return nil
}

// string reads a JSON string at p.i (the opening quote).
func (p *jparser) string() (string, error) {
	p.i++
	st := p.i
	for p.i < len(p.b) {
		c := p.b[p.i]
		if c == '"' {
			s := string(p.b[st:p.i])
			p.i++
			return s, nil
		}
		if c == '\\' {
			break
		}
		if c < 0x20 {
			return "", errJSON
		}
		p.i++
	}
	// slow path: escapes
	out := make([]byte, 0, p.i-st+16)
	out = append(out, p.b[st:p.i]...)
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			return string(out), nil
		case c < 0x20:
			return "", errJSON
		case c != '\\':
			out = append(out, c)
			p.i++
			continue
		}
		p.i++
		if p.i >= len(p.b) {
			return "", errJSON
		}
		e := p.b[p.i]
		p.i++
		switch e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, ok := p.hex4()
			if !ok {
				return "", errJSON
			}
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if p.i+1 < len(p.b) && p.b[p.i] == '\\' && p.b[p.i+1] == 'u' {
					save := p.i
					p.i += 2
					var ok2 bool
					if r2, ok2 = p.hex4(); !ok2 {
						return "", errJSON
					}
					if d := utf16.DecodeRune(r, r2); d != utf8.RuneError {
						out = utf8.AppendRune(out, d)
						continue
					}
					p.i = save
				}
				out = utf8.AppendRune(out, utf8.RuneError)
				continue
			}
			out = utf8.AppendRune(out, r)
		default:
			return "", errJSON
		}
	}
	return "", errJSON
}

func (p *jparser) hex4() (rune, bool) {
	if len(p.b)-p.i < 4 {
		return 0, false
	}
	v, err := strconv.ParseUint(string(p.b[p.i:p.i+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(v), true
}

// decodeSJSON decodes one stored document.
func decodeSJSON(data []byte) (bson.D, error) { return decodeSJSONFields(data, nil) }

// fieldsWanted says which top-level fields of a stored document a reader needs (nil: all).
type fieldsWanted func(key string) bool

// decodeSJSONFields decodes the fields of one stored document that want asks for, in their
// order; the others, and their entries in the schema, are stepped over without being parsed
// into values. The fields it returns are exactly those a full decode returns for them.
func decodeSJSONFields(data []byte, want fieldsWanted) (bson.D, error) {
	p := jparser{b: data, want: want}
	var root jnode
	var err error
	if want == nil {
		root, err = p.value(0)
	} else {
		root, err = p.root()
	}
	if err != nil {
		return nil, err
	}
	p.ws()
	if p.i != len(data) || root.kind != 'o' {
		return nil, errJSON
	}
	sch := root.get("$s")
	if sch == nil {
		return nil, fmt.Errorf("sjson: no schema")
	}
	if len(root.keys)-1+p.skipped == 0 {
		return bson.D{}, nil
	}
	return sjObject(&root, sch, true, want, p.skipped)
}

// root parses the document object, stepping over the fields p.want leaves out (see schema).
func (p *jparser) root() (jnode, error) {
	return p.object(1, func(k string) (jnode, bool, error) {
		if k == "$s" {
			v, err := p.schema()
			return v, true, err
		}
		if !p.want(k) {
			p.skipped++
			return jnode{}, false, p.skip(1)
		}
		v, err := p.value(1)
		return v, true, err
	})
}

// schema parses the document's "$s" member; in its "p" (the fields' schemas) the fields p.want
// leaves out are stepped over.
func (p *jparser) schema() (jnode, error) {
	return p.object(2, func(k string) (jnode, bool, error) {
		if !strings.EqualFold(k, "p") {
			v, err := p.value(2)
			return v, true, err
		}
		v, err := p.object(3, func(field string) (jnode, bool, error) {
			if !p.want(field) {
				return jnode{}, false, p.skip(3)
			}
			v, err := p.value(3)
			return v, true, err
		})
		return v, true, err
	})
}

// object parses an object at p.i whose members member reads (or steps over: keep false).
func (p *jparser) object(depth int, member func(k string) (jnode, bool, error)) (jnode, error) {
	p.ws()
	if depth > 200 || p.i >= len(p.b) || p.b[p.i] != '{' {
		return jnode{}, errJSON
	}
	p.i++
	n := jnode{kind: 'o'}
	p.ws()
	if p.i < len(p.b) && p.b[p.i] == '}' {
		p.i++
		return n, nil
	}
	for {
		p.ws()
		if p.i >= len(p.b) || p.b[p.i] != '"' {
			return jnode{}, errJSON
		}
		k, err := p.string()
		if err != nil {
			return jnode{}, err
		}
		p.ws()
		if p.i >= len(p.b) || p.b[p.i] != ':' {
			return jnode{}, errJSON
		}
		p.i++
		v, keep, err := member(k)
		if err != nil {
			return jnode{}, err
		}
		if keep {
			n.keys = append(n.keys, k)
			n.vals = append(n.vals, v)
		}
		p.ws()
		if p.i >= len(p.b) {
			return jnode{}, errJSON
		}
		switch p.b[p.i] {
		case ',':
			p.i++
		case '}':
			p.i++
			return n, nil
		default:
			return jnode{}, errJSON
		}
	}
}

// skip steps over one JSON value without building it: strings are checked for their closing
// quote and escapes, containers for their structure.
func (p *jparser) skip(depth int) error {
	p.ws()
	if depth > 200 || p.i >= len(p.b) {
		return errJSON
	}
	switch c := p.b[p.i]; {
	case c == '{':
		_, err := p.object(depth, func(string) (jnode, bool, error) { return jnode{}, false, p.skip(depth + 1) })
		return err
	case c == '[':
		p.i++
		p.ws()
		if p.i < len(p.b) && p.b[p.i] == ']' {
			p.i++
			return nil
		}
		for {
			if err := p.skip(depth + 1); err != nil {
				return err
			}
			p.ws()
			if p.i >= len(p.b) {
				return errJSON
			}
			switch p.b[p.i] {
			case ',':
				p.i++
			case ']':
				p.i++
				return nil
			default:
				return errJSON
			}
		}
	case c == '"':
		p.i++
		for p.i < len(p.b) {
			switch c := p.b[p.i]; {
			case c == '"':
				p.i++
				return nil
			case c == '\\':
				p.i += 2
			case c < 0x20:
				return errJSON
			default:
				p.i++
			}
		}
		return errJSON
	default:
		_, err := p.value(depth)
		return err
	}
}

// sjObject reads an object's fields in the schema's order; top skips the "$s" member, and at the
// top the fields want leaves out (skipped of them) are not there to read.
func sjObject(n *jnode, sch *jnode, top bool, want fieldsWanted, skipped int) (bson.D, error) {
	count := len(n.keys)
	if top {
		count--
	}
	if count+skipped == 0 {
		return bson.D{}, nil
	}
	if sch == nil || sch.kind != 'o' {
		return nil, fmt.Errorf("sjson: schema is not set")
	}
	props, order := sch.schemaGet("p"), sch.schemaGet("$k")
	if props == nil || order == nil || order.kind != 'a' || len(order.vals) != count+skipped {
		return nil, fmt.Errorf("sjson: schema does not match document")
	}
	d := make(bson.D, 0, count)
	for i := range order.vals {
		k := order.vals[i].str
		if top && want != nil && k != "$s" && !want(k) {
			continue
		}
		var v *jnode
		for j := range n.keys {
			if n.keys[j] == k && !(top && k == "$s") {
				v = &n.vals[j]
				break
			}
		}
		if v == nil {
			return nil, fmt.Errorf("sjson: missing key %q", k)
		}
		x, err := sjNode(v, props.get(k))
		if err != nil {
			return nil, err
		}
		d = append(d, bson.E{Key: k, Value: x})
	}
	return d, nil
}

func sjNode(v *jnode, e *jnode) (any, error) {
	if v.kind == 'z' {
		return nil, nil
	}
	if e == nil || e.kind != 'o' {
		return nil, fmt.Errorf("sjson: no schema for value")
	}
	t := e.schemaGet("t")
	if t == nil {
		return nil, fmt.Errorf("sjson: no type")
	}
	bad := func() (any, error) { return nil, fmt.Errorf("sjson: %s value does not match", t.str) }
	switch t.str {
	case "object":
		if v.kind != 'o' {
			return bad()
		}
		return sjObject(v, e.schemaGet("$s"), false, nil, 0)
	case "array":
		if v.kind != 'a' {
			return bad()
		}
		items := e.schemaGet("i")
		n := 0
		if items != nil {
			n = len(items.vals)
		}
		if len(v.vals) != n {
			return nil, fmt.Errorf("sjson: array schema does not match")
		}
		a := make(bson.A, len(v.vals))
		for i := range v.vals {
			x, err := sjNode(&v.vals[i], &items.vals[i])
			if err != nil {
				return nil, err
			}
			a[i] = x
		}
		return a, nil
	case "double":
		if v.kind != 'n' {
			return bad()
		}
		return strconv.ParseFloat(v.str, 64)
	case "int":
		if v.kind != 'n' {
			return bad()
		}
		x, err := strconv.ParseInt(v.str, 10, 32)
		return int32(x), err
	case "long":
		if v.kind != 'n' {
			return bad()
		}
		return strconv.ParseInt(v.str, 10, 64)
	case "date":
		if v.kind != 'n' {
			return bad()
		}
		x, err := strconv.ParseInt(v.str, 10, 64)
		return primitive.DateTime(x), err
	case "timestamp":
		if v.kind != 'n' {
			return bad()
		}
		x, err := strconv.ParseUint(v.str, 10, 64)
		return primitive.Timestamp{T: uint32(x >> 32), I: uint32(x)}, err
	case "string":
		if v.kind != 's' {
			return bad()
		}
		return v.str, nil
	case "objectId":
		if v.kind != 's' {
			return bad()
		}
		b, err := hex.DecodeString(v.str)
		if err != nil || len(b) != 12 {
			return nil, fmt.Errorf("sjson: bad objectId %q", v.str)
		}
		var oid primitive.ObjectID
		copy(oid[:], b)
		return oid, nil
	case "bool":
		switch v.kind {
		case 't':
			return true, nil
		case 'f':
			return false, nil
		}
		return bad()
	case "binData":
		if v.kind != 's' {
			return bad()
		}
		b, err := base64.StdEncoding.DecodeString(v.str)
		if err != nil {
			return nil, err
		}
		st := e.schemaGet("s")
		if st == nil || st.kind != 'n' {
			return nil, fmt.Errorf("sjson: binData without subtype")
		}
		sub, err := strconv.ParseUint(st.str, 10, 8)
		if err != nil {
			return nil, err
		}
		return primitive.Binary{Subtype: byte(sub), Data: b}, nil
	case "regex":
		if v.kind != 's' {
			return bad()
		}
		o := e.schemaGet("o")
		if o == nil || o.kind != 's' {
			return nil, fmt.Errorf("sjson: regex without options")
		}
		return primitive.Regex{Pattern: v.str, Options: o.str}, nil
	}
	return nil, fmt.Errorf("sjson: unknown type %q", t.str)
}

// idText is how FerretDB's lookups spell an _id: the JSON text of its sjson value, which is
// what SQLite's `_ferretdb_sjson->'$._id'` returns. ok is false for types sjson cannot hold.
func idText(v any) (string, bool) {
	switch v := v.(type) {
	case string:
		b, _ := json.Marshal(v)
		return string(b), true
	case primitive.ObjectID:
		return `"` + hex.EncodeToString(v[:]) + `"`, true
	case int32:
		return strconv.FormatInt(int64(v), 10), true
	case int64:
		return strconv.FormatInt(v, 10), true
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return "", false
		}
		b, _ := json.Marshal(v)
		return string(b), true
	case bool:
		return strconv.FormatBool(v), true
	case primitive.DateTime:
		return strconv.FormatInt(int64(v), 10), true
	}
	return "", false
}
