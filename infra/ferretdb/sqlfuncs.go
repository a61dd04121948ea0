package main

import (
	"database/sql/driver"
	"encoding/hex"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"

	"go.mongodb.org/mongo-driver/bson"
	"modernc.org/sqlite"
)

// Go SQL functions that FerretDB's own connections call from the front's triggers:
//
//	ferretfront_keys(spec TEXT, doc TEXT) TEXT      JSON array of the hex index keys of a stored document
//	ferretfront_multikey(spec TEXT, doc TEXT) INT   bit i set when key component i met an array
//
// spec is the hex of a BSON document {key: {...}, partialFilterExpression?: {...}, sparse?: bool}
// written into the trigger text, so both functions depend on their arguments only.
// They must be registered before any connection to the database opens (registration is
// process-wide in modernc.org/sqlite), and by every process that writes the database.

const (
	fnKeys     = "ferretfront_keys"
	fnMultikey = "ferretfront_multikey"
)

var registerOnce sync.Once

func registerSQLFunctions() {
	registerOnce.Do(func() {
		sqlite.MustRegisterDeterministicScalarFunction(fnKeys, 2, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
			ks, doc, err := keysForArgs(args)
			if err != nil {
				return nil, err
			}
			keys, err := ks.keys(doc)
			if err != nil {
				return nil, err
			}
			var b strings.Builder
			b.WriteByte('[')
			for i, k := range keys {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteByte('"')
				b.WriteString(hex.EncodeToString(k.key))
				b.WriteByte('"')
			}
			b.WriteByte(']')
			if ks.unique {
				rememberKeys(ks, doc, keys)
			}
			return b.String(), nil
		})
		sqlite.MustRegisterDeterministicScalarFunction(fnMultikey, 2, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
			ks, doc, err := keysForArgs(args)
			if err != nil {
				return nil, err
			}
			return ks.multikeyBits(doc), nil
		})
	})
}

func argString(v driver.Value) (string, bool) {
	switch v := v.(type) {
	case string:
		return v, true
	case []byte:
		return string(v), true
	}
	return "", false
}

func keysForArgs(args []driver.Value) (*keySpec, bson.D, error) {
	spec, ok1 := argString(args[0])
	docText, ok2 := argString(args[1])
	if !ok1 || !ok2 {
		return nil, nil, errors.New("ferretfront: bad arguments")
	}
	ks, err := keySpecFromHex(spec)
	if err != nil {
		return nil, nil, err
	}
	doc, err := cachedDecode(docText)
	if err != nil {
		return nil, nil, err
	}
	return ks, doc, nil
}

// keySpec is what key generation needs of an index.
type keySpec struct {
	hex     string
	fields  []string
	parts   [][]string
	desc    []bool
	unique  bool
	sparse  bool
	partial *filter
}

var keySpecCache sync.Map // hex -> *keySpec

func keySpecFromHex(h string) (*keySpec, error) {
	if v, ok := keySpecCache.Load(h); ok {
		return v.(*keySpec), nil
	}
	raw, err := hex.DecodeString(h)
	if err != nil {
		return nil, err
	}
	var d bson.D
	if err := bson.Unmarshal(raw, &d); err != nil {
		return nil, err
	}
	ks := &keySpec{hex: h}
	for _, e := range d {
		switch e.Key {
		case "key":
			kd, _ := e.Value.(bson.D)
			for _, k := range kd {
				ks.fields = append(ks.fields, k.Key)
				ks.parts = append(ks.parts, splitPath(k.Key))
				n, _ := asInt(k.Value)
				ks.desc = append(ks.desc, n < 0)
			}
		case "unique":
			ks.unique = truthy(e.Value)
		case "sparse":
			ks.sparse = truthy(e.Value)
		case "partialFilterExpression":
			pd, _ := e.Value.(bson.D)
			f, err := parseFilter(pd)
			if err != nil {
				return nil, err
			}
			ks.partial = f
		}
	}
	if len(ks.fields) == 0 {
		return nil, errors.New("ferretfront: index spec without key")
	}
	keySpecCache.Store(h, ks)
	return ks, nil
}

// specHex builds the spec argument of the SQL functions for an index.
func specHex(key bson.D, unique, sparse bool, partial bson.D) string {
	d := bson.D{{Key: "key", Value: key}}
	if unique {
		d = append(d, bson.E{Key: "unique", Value: true})
	}
	if sparse {
		d = append(d, bson.E{Key: "sparse", Value: true})
	}
	if partial != nil {
		d = append(d, bson.E{Key: "partialFilterExpression", Value: partial})
	}
	raw, err := bson.Marshal(d)
	if err != nil {
		panic(err)
	}
	return hex.EncodeToString(raw)
}

// indexKey is one key of a document: its encoding and the values of its components.
type indexKey struct {
	key  []byte
	vals []any
}

// keys returns the distinct index keys of a document, in ascending byte order.
func (ks *keySpec) keys(doc bson.D) ([]indexKey, error) {
	if ks.partial != nil && !ks.partial.matches(doc) {
		return nil, nil
	}
	perComp := make([][]any, len(ks.parts))
	arrays := 0
	var arrayFields []string
	allMissing := true
	for i, parts := range ks.parts {
		vals, multi := indexValues(doc, parts)
		if multi && len(vals) > 1 {
			arrays++
			arrayFields = append(arrayFields, ks.fields[i])
		}
		if ks.sparse && allMissing {
			if len(findValues(doc, parts)) > 0 {
				allMissing = false
			}
		}
		perComp[i] = vals
	}
	if ks.sparse && allMissing {
		return nil, nil
	}
	if arrays > 1 {
		return nil, fmt.Errorf("cannot index parallel arrays [%s] [%s]", arrayFields[0], arrayFields[1])
	}
	var out []indexKey
	seen := map[string]bool{}
	var rec func(i int, prefix []byte, vals []any)
	rec = func(i int, prefix []byte, vals []any) {
		if i == len(perComp) {
			if !seen[string(prefix)] {
				seen[string(prefix)] = true
				out = append(out, indexKey{key: prefix, vals: vals})
			}
			return
		}
		for _, v := range perComp[i] {
			enc := keyOf(v)
			if ks.desc[i] {
				invert(enc)
			}
			p := make([]byte, 0, len(prefix)+len(enc))
			p = append(append(p, prefix...), enc...)
			vv := make([]any, len(vals), len(vals)+1)
			copy(vv, vals)
			rec(i+1, p, append(vv, v))
		}
	}
	rec(0, nil, nil)
	sort.Slice(out, func(a, b int) bool { return string(out[a].key) < string(out[b].key) })
	return out, nil
}

// multikeyBits returns the components whose path met an array in doc.
func (ks *keySpec) multikeyBits(doc bson.D) int64 {
	if ks.partial != nil && !ks.partial.matches(doc) {
		return 0
	}
	var bits int64
	for i, parts := range ks.parts {
		if _, multi := indexValues(doc, parts); multi {
			bits |= 1 << i
		}
	}
	return bits
}

// The triggers of several indexes call the functions with the same document text in a row:
// the last few decoded documents are kept.
var decodeCache struct {
	sync.Mutex
	text [4]string
	doc  [4]bson.D
	next int
}

func cachedDecode(text string) (bson.D, error) {
	decodeCache.Lock()
	for i := range decodeCache.text {
		if decodeCache.doc[i] != nil && decodeCache.text[i] == text {
			d := decodeCache.doc[i]
			decodeCache.Unlock()
			return d, nil
		}
	}
	decodeCache.Unlock()
	d, err := decodeSJSON([]byte(text))
	if err != nil {
		return nil, err
	}
	decodeCache.Lock()
	i := decodeCache.next
	decodeCache.text[i], decodeCache.doc[i] = text, d
	decodeCache.next = (i + 1) % len(decodeCache.text)
	decodeCache.Unlock()
	return d, nil
}

// Keys computed for unique indexes are remembered for a while, by index and _id, so that a
// unique violation raised inside FerretDB's update can be reported with the key that collided.
var recentKeys struct {
	sync.Mutex
	m map[string][]indexKey
}

func recentKeyName(specHex string, id any) string { return specHex + "\x00" + string(keyOf(id)) }

func rememberKeys(ks *keySpec, doc bson.D, keys []indexKey) {
	id, ok := lookup(doc, "_id")
	if !ok {
		return
	}
	recentKeys.Lock()
	if recentKeys.m == nil || len(recentKeys.m) > 4096 {
		recentKeys.m = map[string][]indexKey{}
	}
	recentKeys.m[recentKeyName(ks.hex, id)] = keys
	recentKeys.Unlock()
}

func recalledKeys(specHex string, id any) []indexKey {
	recentKeys.Lock()
	defer recentKeys.Unlock()
	return recentKeys.m[recentKeyName(specHex, id)]
}
