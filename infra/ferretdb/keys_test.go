package main

import (
	"bytes"
	"math"
	"math/rand"
	"sort"
	"testing"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// TestKeyOrder checks the key encoding against MongoDB's order, value by value.
func TestKeyOrder(t *testing.T) {
	ordered := [][]any{ // each group compares equal within, groups ascending
		{primitive.MinKey{}},
		{nil},
		{math.NaN()},
		{math.Inf(-1)},
		{int64(math.MinInt64)},
		{-2.5},
		{int32(-1), int64(-1), -1.0},
		{int32(0), int64(0), 0.0, math.Copysign(0, -1)},
		{0.5},
		{int32(5), int64(5), 5.0},
		{float64(1 << 53)},
		{int64(1<<53 + 1)},
		{int64(math.MaxInt64 - 1)},
		{int64(math.MaxInt64)},
		{math.Inf(1)},
		{""},
		{"\x00"},
		{"a"},
		{"a\x00"},
		{"ab"},
		{"b"},
		{"é"},
		{bson.D{}},
		{bson.D{{Key: "a", Value: nil}}},
		{bson.D{{Key: "a", Value: int32(1)}}, bson.D{{Key: "a", Value: 1.0}}},
		{bson.D{{Key: "a", Value: int32(1)}, {Key: "b", Value: int32(0)}}},
		{bson.D{{Key: "b", Value: int32(0)}}}, // field types compare before field names
		{bson.D{{Key: "a", Value: "x"}}},
		{bson.A{}},
		{bson.A{int32(1)}},
		{bson.A{int32(1), int32(2)}},
		{bson.A{"a"}},
		{primitive.Binary{Data: []byte{9, 9}}},
		{primitive.Binary{Data: []byte{1, 2, 3}}},
		{primitive.Binary{Subtype: 4, Data: []byte{1, 2, 3}}},
		{primitive.ObjectID{0, 1}},
		{primitive.ObjectID{1}},
		{false},
		{true},
		{primitive.DateTime(-1)},
		{primitive.DateTime(0)},
		{primitive.DateTime(1)},
		{primitive.Timestamp{T: 1, I: 2}},
		{primitive.Timestamp{T: 2, I: 1}},
		{primitive.Regex{Pattern: "a", Options: "i"}},
		{primitive.Regex{Pattern: "b"}},
		{primitive.MaxKey{}},
	}
	for i, g := range ordered {
		for _, a := range g {
			for _, b := range g {
				if c := compareValues(a, b); c != 0 && !(isNaN(a) && isNaN(b)) {
					t.Errorf("%v vs %v: %d, want equal", a, b, c)
				}
			}
			if i+1 < len(ordered) {
				for _, b := range ordered[i+1] {
					if c := compareValues(a, b); c >= 0 {
						t.Errorf("%v vs %v: %d, want less", a, b, c)
					}
				}
			}
		}
	}
}

func isNaN(v any) bool { f, ok := v.(float64); return ok && f != f }

// TestKeyCompound checks that compound keys with descending components order as the
// components do, whatever their lengths.
func TestKeyCompound(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	vals := []any{nil, int32(1), 2.5, int64(1 << 60), "", "a", "ab", "b", bson.D{{Key: "x", Value: "y"}}, bson.A{}, true, primitive.DateTime(5)}
	type pair struct{ a, b any }
	var ps []pair
	for i := 0; i < 300; i++ {
		ps = append(ps, pair{vals[r.Intn(len(vals))], vals[r.Intn(len(vals))]})
	}
	enc := func(p pair) []byte {
		k := keyOf(p.a)
		k2 := invert(keyOf(p.b))
		return append(k, k2...)
	}
	sort.Slice(ps, func(i, j int) bool { return bytes.Compare(enc(ps[i]), enc(ps[j])) < 0 })
	for i := 1; i < len(ps); i++ {
		c := compareValues(ps[i-1].a, ps[i].a)
		if c > 0 || (c == 0 && compareValues(ps[i-1].b, ps[i].b) < 0) {
			t.Fatalf("order broken: %v before %v", ps[i-1], ps[i])
		}
	}
}
