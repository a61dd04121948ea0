package main

import (
	"context"
	"fmt"
	"math"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// The front's answers must be FerretDB's: random documents with mixed types, random queries
// over declared indexes, each asked through the front (and checked to be served by it) and of
// FerretDB directly on its internal socket.

var oids = func() []primitive.ObjectID {
	var out []primitive.ObjectID
	for i := 0; i < 4; i++ {
		var o primitive.ObjectID
		o[0], o[11] = byte(0x60+i), byte(i)
		out = append(out, o)
	}
	return out
}()

var strs = []string{"", "a", "ab", "abc", "abd", "b", "B", "é", "日本", "a\u00e9", "zz", "ab\x01"}

func randScalar(r *rand.Rand) any {
	switch r.Intn(13) {
	case 0:
		return int32(r.Intn(7) - 3)
	case 1:
		if r.Intn(4) == 0 {
			return int64(1<<53 + r.Intn(3))
		}
		return int64(r.Intn(7) - 3)
	case 2:
		return []float64{-2.5, -1, 0, 0.5, 1, 2, 3.25, 1 << 53}[r.Intn(8)]
	case 3:
		return math.Copysign(0, -1)
	case 4, 5:
		return strs[r.Intn(len(strs))]
	case 6:
		return r.Intn(2) == 0
	case 7:
		return primitive.DateTime(int64(r.Intn(5)-2) * 86400000)
	case 8:
		return nil
	case 9:
		return oids[r.Intn(len(oids))]
	case 10:
		return bson.D{{Key: "x", Value: int32(r.Intn(3))}}
	case 11:
		return primitive.Timestamp{T: uint32(r.Intn(3)), I: 1}
	default:
		return primitive.Binary{Data: []byte{byte(r.Intn(3))}}
	}
}

func randValue(r *rand.Rand, arrays bool) any {
	if arrays && r.Intn(6) == 0 {
		n := r.Intn(4)
		a := bson.A{}
		for i := 0; i < n; i++ {
			a = append(a, randScalar(r))
		}
		return a
	}
	return randScalar(r)
}

func randDoc(r *rand.Rand, i int) bson.D {
	d := bson.D{{Key: "_id", Value: int32(i)}}
	if r.Intn(8) != 0 {
		d = append(d, bson.E{Key: "a", Value: randValue(r, false)})
	}
	if r.Intn(8) != 0 {
		d = append(d, bson.E{Key: "b", Value: randValue(r, i%3 == 0)})
	}
	if r.Intn(5) != 0 {
		d = append(d, bson.E{Key: "c", Value: int32(r.Intn(4))})
	}
	if r.Intn(5) != 0 {
		d = append(d, bson.E{Key: "s", Value: strs[r.Intn(len(strs))]})
	}
	if r.Intn(6) != 0 {
		n := r.Intn(4)
		a := bson.A{}
		for k := 0; k < n; k++ {
			a = append(a, randScalar(r))
		}
		d = append(d, bson.E{Key: "tags", Value: a})
	} else if r.Intn(2) == 0 {
		d = append(d, bson.E{Key: "tags", Value: randScalar(r)})
	}
	if r.Intn(3) != 0 {
		d = append(d, bson.E{Key: "sub", Value: bson.D{{Key: "k", Value: randScalar(r)}}})
	}
	return d
}

// equivQuery is one generated query.
type equivQuery struct {
	filter bson.D
	sort   bson.D
	skip   int64
	limit  int64
}

func randOperand(r *rand.Rand) any {
	// documents and arrays as operands are forwarded (FerretDB matches them its own way)
	for {
		v := randScalar(r)
		if _, isDoc := v.(bson.D); !isDoc {
			return v
		}
	}
}

func randRangeOperand(r *rand.Rand) any {
	for {
		v := randScalar(r)
		switch v.(type) {
		case nil, bson.D:
			continue
		}
		return v
	}
}

func randCond(r *rand.Rand, field string, allowRange bool) bson.E {
	switch r.Intn(7) {
	case 0, 1:
		return bson.E{Key: field, Value: randOperand(r)}
	case 2:
		return bson.E{Key: field, Value: bson.D{{Key: "$in", Value: bson.A{randOperand(r), randOperand(r)}}}}
	case 3:
		if allowRange {
			lo := randRangeOperand(r)
			op := []string{"$gt", "$gte"}[r.Intn(2)]
			if r.Intn(2) == 0 {
				// a second bound of the same type
				hi := lo
				switch v := lo.(type) {
				case int32:
					hi = v + 2
				case int64:
					hi = v + 2
				case float64:
					hi = v + 2
				case string:
					hi = v + "z"
				}
				return bson.E{Key: field, Value: bson.D{{Key: op, Value: lo}, {Key: []string{"$lt", "$lte"}[r.Intn(2)], Value: hi}}}
			}
			return bson.E{Key: field, Value: bson.D{{Key: op, Value: lo}}}
		}
		return bson.E{Key: field, Value: randOperand(r)}
	case 4:
		if allowRange {
			return bson.E{Key: field, Value: bson.D{{Key: []string{"$lt", "$lte"}[r.Intn(2)], Value: randRangeOperand(r)}}}
		}
		return bson.E{Key: field, Value: randOperand(r)}
	case 5:
		return bson.E{Key: field, Value: bson.D{{Key: "$in", Value: bson.A{randOperand(r)}}}}
	default:
		return bson.E{Key: field, Value: bson.D{{Key: "$eq", Value: randOperand(r)}}}
	}
}

func randResidual(r *rand.Rand) bson.E {
	f := []string{"b", "c", "s", "tags", "sub.k", "a"}[r.Intn(6)]
	switch r.Intn(5) {
	case 0:
		return bson.E{Key: f, Value: bson.D{{Key: "$ne", Value: randOperand(r)}}}
	case 1:
		return bson.E{Key: f, Value: bson.D{{Key: "$nin", Value: bson.A{randOperand(r), randOperand(r)}}}}
	case 2:
		return bson.E{Key: f, Value: bson.D{{Key: "$exists", Value: r.Intn(2) == 0}}}
	case 3:
		return bson.E{Key: f, Value: bson.D{{Key: "$not", Value: bson.D{{Key: "$gt", Value: randRangeOperand(r)}}}}}
	default:
		return bson.E{Key: f, Value: randOperand(r)}
	}
}

func randQuery(r *rand.Rand) equivQuery {
	var q equivQuery
	switch r.Intn(8) {
	case 7: // $or whose branches are each served
		q.filter = bson.D{{Key: "$or", Value: bson.A{bson.D{randCond(r, "a", true)}, bson.D{randCond(r, "tags", false)}, bson.D{{Key: "_id", Value: int32(r.Intn(400))}}}}}
		if r.Intn(2) == 0 {
			q.sort = bson.D{{Key: "b", Value: []int{1, -1}[r.Intn(2)]}, {Key: "_id", Value: 1}}
		}
	case 0: // {a:1}
		q.filter = bson.D{randCond(r, "a", true)}
		if r.Intn(2) == 0 {
			q.sort = bson.D{{Key: "a", Value: []int{1, -1}[r.Intn(2)]}}
		}
	case 1: // {c:1, b:-1}
		q.filter = bson.D{randCond(r, "c", r.Intn(2) == 0)}
		if r.Intn(2) == 0 {
			q.filter = append(q.filter, randCond(r, "b", true))
		}
		switch r.Intn(3) {
		case 0:
			q.sort = bson.D{{Key: "b", Value: -1}}
		case 1:
			q.sort = bson.D{{Key: "b", Value: 1}}
		}
	case 2: // multikey {tags:1}
		q.filter = bson.D{randCond(r, "tags", true)}
	case 3: // prefix regex on {s:1}
		p := []string{"^a", "^ab", "^abc", "^b", "^é", "^"}[r.Intn(6)]
		q.filter = bson.D{{Key: "s", Value: bson.D{{Key: "$regex", Value: p}}}}
		if r.Intn(2) == 0 {
			q.sort = bson.D{{Key: "s", Value: []int{1, -1}[r.Intn(2)]}}
		}
	case 4: // compound multikey {c:1, tags:1}
		q.filter = bson.D{randCond(r, "c", false), randCond(r, "tags", false)}
		if r.Intn(2) == 0 {
			// a sort on a multikey field: sorted in memory, FerretDB's way
			q.sort = bson.D{{Key: "tags", Value: []int{1, -1}[r.Intn(2)]}}
		}
	case 5: // $in on c with a sort on b: merged ranges
		q.filter = bson.D{{Key: "c", Value: bson.D{{Key: "$in", Value: bson.A{int32(r.Intn(4)), int32(r.Intn(4)), int32(r.Intn(4))}}}}}
		q.sort = bson.D{{Key: "b", Value: []int{1, -1}[r.Intn(2)]}}
	default: // sub.k
		q.filter = bson.D{randCond(r, "sub.k", true)}
	}
	var and bson.A
	for n := r.Intn(3); n > 0; n-- {
		and = append(and, bson.D{randResidual(r)})
	}
	if len(and) > 0 {
		q.filter = append(q.filter, bson.E{Key: "$and", Value: and})
	}
	// $or and $nor are checked on each candidate of the other conditions' plan
	switch r.Intn(6) {
	case 0:
		q.filter = append(q.filter, bson.E{Key: "$or", Value: bson.A{bson.D{randResidual(r)}, bson.D{randResidual(r)}}})
	case 1:
		q.filter = append(q.filter, bson.E{Key: "$nor", Value: bson.A{bson.D{randResidual(r)}}})
	}
	if r.Intn(3) == 0 {
		q.skip = int64(r.Intn(5))
	}
	if r.Intn(3) == 0 {
		q.limit = int64(1 + r.Intn(10))
	}
	return q
}

func mustAll(t *testing.T, c *mongo.Cursor, err error) []bson.D {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	return all(t, c)
}

func all(t *testing.T, c *mongo.Cursor) []bson.D {
	t.Helper()
	var err error
	if err != nil {
		t.Fatal(err)
	}
	var out []bson.D
	if err := c.All(context.Background(), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func docKey(d bson.D) string {
	b, _ := bson.Marshal(d)
	return string(b)
}

func sortKeysOf(d bson.D, srt []sortKey) string {
	var b []byte
	for _, s := range srt {
		b = append(b, sortKeyBytes(d, s)...)
		b = append(b, 0xAA)
	}
	return string(b)
}

func TestEquivalence(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	seed := time.Now().UnixNano()
	if s := os.Getenv("EQUIV_SEED"); s != "" {
		seed, _ = strconv.ParseInt(s, 10, 64)
	}
	nq := 600
	if testing.Short() {
		nq = 150
	}
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	fc := te.front.Database("eq").Collection("c")
	dc := te.direct.Database("eq").Collection("c")
	_, err := fc.Indexes().CreateMany(ctx, []mongo.IndexModel{
		{Keys: bson.D{{Key: "a", Value: 1}}},
		{Keys: bson.D{{Key: "c", Value: 1}, {Key: "b", Value: -1}}},
		{Keys: bson.D{{Key: "tags", Value: 1}}},
		{Keys: bson.D{{Key: "s", Value: 1}}},
		{Keys: bson.D{{Key: "c", Value: 1}, {Key: "tags", Value: 1}}},
		{Keys: bson.D{{Key: "sub.k", Value: -1}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	rejected := 0
	for i := 0; i < 400; i++ {
		if _, err := fc.InsertOne(ctx, randDoc(r, i)); err != nil {
			rejected++
		}
	}
	// values FerretDB refuses: they reach FerretDB through the front and are refused there
	for i, v := range []any{math.Inf(1), math.Inf(-1), bson.A{bson.A{int32(1)}}} {
		if _, err := fc.InsertOne(ctx, bson.D{{Key: "_id", Value: int32(10000 + i)}, {Key: "a", Value: v}}); err == nil {
			t.Logf("FerretDB accepted %v", v)
		}
	}
	if _, err := fc.InsertOne(ctx, bson.D{{Key: "_id", Value: int32(20000)}, {Key: "a", Value: math.NaN()}}); err != nil {
		t.Logf("NaN refused: %v", err)
	}
	t.Logf("%d random documents refused", rejected)

	es, _ := te.e.front.cat.db(ctx, "eq")
	for _, ix := range es.collIndexes("c") {
		checkIndexConsistent(t, es, "c", ix)
	}
	mismatches := 0
	for i := 0; i < nq && mismatches < 5; i++ {
		q := randQuery(r)
		proj := randProjection(r, q.sort)
		fopts := options.Find()
		if q.sort != nil {
			fopts.SetSort(q.sort)
		}
		if proj != nil {
			fopts.SetProjection(proj)
		}
		if q.skip > 0 {
			fopts.SetSkip(q.skip)
		}
		if q.limit > 0 {
			fopts.SetLimit(q.limit)
		}
		findCmd := bson.D{{Key: "find", Value: "c"}, {Key: "filter", Value: q.filter}}
		if q.sort != nil {
			findCmd = append(findCmd, bson.E{Key: "sort", Value: q.sort})
		}
		stage := te.explainStage(t, "eq", findCmd)
		if stage == "COLLSCAN" {
			t.Errorf("query %d not served: filter %v sort %v", i, q.filter, q.sort)
			mismatches++
			continue
		}
		_, fw0 := te.counts()
		gc, err := fc.Find(ctx, q.filter, fopts)
		got := mustAll(t, gc, err)
		n, err := fc.CountDocuments(ctx, q.filter)
		if err != nil {
			t.Fatal(err)
		}
		_, fw1 := te.counts()
		if fw1 != fw0 {
			t.Errorf("query %d forwarded: %v", i, q.filter)
		}
		// FerretDB itself, without skip and limit: the reference order
		allOpts := options.Find()
		if q.sort != nil {
			allOpts.SetSort(q.sort)
		}
		if proj != nil {
			allOpts.SetProjection(proj)
		}
		wc, err := dc.Find(ctx, q.filter, allOpts)
		want := mustAll(t, wc, err)
		wantN, err := dc.CountDocuments(ctx, q.filter)
		if err != nil {
			t.Fatal(err)
		}
		if n != wantN || int(n) != len(want) {
			t.Errorf("query %d %v: count %d, FerretDB %d (%d docs)", i, q.filter, n, wantN, len(want))
			if q.skip == 0 && q.limit == 0 {
				t.Log(setDiff(got, want))
			}
			mismatches++
			continue
		}
		if msg := compareResults(got, want, q); msg != "" {
			t.Errorf("query %d filter %v sort %v skip %d limit %d: %s", i, q.filter, q.sort, q.skip, q.limit, msg)
			mismatches++
		}
	}
}

// randProjection is no projection, or an inclusion or exclusion of random top-level fields, so
// that filters read fields the answer leaves out (the front then decodes only what it needs).
// It keeps _id (documents stay distinct) and the sort's fields (the order stays checkable).
func randProjection(r *rand.Rand, sort bson.D) bson.D {
	sorted := map[string]bool{}
	for _, e := range sort {
		sorted[strings.SplitN(e.Key, ".", 2)[0]] = true
	}
	fields := []string{"a", "b", "c", "s", "tags", "sub"}
	p := bson.D{}
	switch r.Intn(3) {
	case 0:
		return nil
	case 1:
		for _, f := range fields {
			if sorted[f] || r.Intn(2) == 0 {
				p = append(p, bson.E{Key: f, Value: int32(1)})
			}
		}
		if len(p) == 0 {
			p = append(p, bson.E{Key: "c", Value: int32(1)})
		}
	default:
		for _, f := range fields {
			if !sorted[f] && r.Intn(2) == 0 {
				p = append(p, bson.E{Key: f, Value: int32(0)})
			}
		}
		if len(p) == 0 {
			return nil
		}
	}
	return p
}

// compareResults checks that got is FerretDB's answer: the same documents and, with a sort,
// the same sequence of sort keys; within ties (and without a sort) as sets.
func compareResults(got, all []bson.D, q equivQuery) string {
	srt, _ := parseSort(q.sort)
	start := int(q.skip)
	if start > len(all) {
		start = len(all)
	}
	end := len(all)
	if q.limit > 0 && start+int(q.limit) < end {
		end = start + int(q.limit)
	}
	if len(got) != end-start {
		return fmt.Sprintf("%d documents, FerretDB %d", len(got), end-start)
	}
	inAll := map[string]bool{}
	for _, d := range all {
		inAll[docKey(d)] = true
	}
	if len(srt) == 0 {
		if q.skip == 0 && q.limit == 0 {
			a, b := keysSorted(got), keysSorted(all)
			if strings.Join(a, "|") != strings.Join(b, "|") {
				return "different documents"
			}
		}
		for _, d := range got {
			if !inAll[docKey(d)] {
				return fmt.Sprintf("document %v not in FerretDB's answer", d)
			}
		}
		return ""
	}
	// sort key sequences must match; documents of one tie group as sets
	for i := range got {
		if sortKeysOf(got[i], srt) != sortKeysOf(all[start+i], srt) {
			return fmt.Sprintf("position %d: %v, FerretDB %v", i, got[i], all[start+i])
		}
		if !inAll[docKey(got[i])] {
			return fmt.Sprintf("document %v not in FerretDB's answer", got[i])
		}
	}
	seen := map[string]bool{}
	for _, d := range got {
		if seen[docKey(d)] {
			return fmt.Sprintf("document %v twice", d)
		}
		seen[docKey(d)] = true
	}
	return ""
}

func keysSorted(ds []bson.D) []string {
	var out []string
	for _, d := range ds {
		out = append(out, docKey(d))
	}
	sort.Strings(out)
	return out
}

func setDiff(got, want []bson.D) string {
	g, w := map[string]bson.D{}, map[string]bson.D{}
	for _, d := range got {
		g[docKey(d)] = d
	}
	for _, d := range want {
		w[docKey(d)] = d
	}
	var b strings.Builder
	for k, d := range g {
		if _, ok := w[k]; !ok {
			fmt.Fprintf(&b, "only front: %v\n", d)
		}
	}
	for k, d := range w {
		if _, ok := g[k]; !ok {
			fmt.Fprintf(&b, "only FerretDB: %v\n", d)
		}
	}
	return b.String()
}

// TestWriteEquivalence applies the same random updateMany/deleteMany (and upserts) to two
// copies of a collection: one through the front (indexed, served writes), one by FerretDB
// directly; the collections must end equal.
func TestWriteEquivalence(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	seed := time.Now().UnixNano()
	if s := os.Getenv("EQUIV_SEED"); s != "" {
		seed, _ = strconv.ParseInt(s, 10, 64)
	}
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewSource(seed))
	fc := te.front.Database("weq").Collection("a")
	dc := te.direct.Database("weq").Collection("b")
	_, err := fc.Indexes().CreateMany(ctx, []mongo.IndexModel{
		{Keys: bson.D{{Key: "a", Value: 1}}},
		{Keys: bson.D{{Key: "c", Value: 1}, {Key: "b", Value: -1}}},
		{Keys: bson.D{{Key: "tags", Value: 1}}},
		{Keys: bson.D{{Key: "s", Value: 1}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300; i++ {
		d := randDoc(r, i)
		if _, err := fc.InsertOne(ctx, d); err != nil {
			t.Fatal(err)
		}
		if _, err := dc.InsertOne(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	served := 0
	for i := 0; i < 150; i++ {
		q := randQuery(r)
		var ef, ed error
		switch r.Intn(4) {
		case 0, 1:
			u := bson.D{{Key: "$set", Value: bson.D{{Key: "m", Value: i}}}, {Key: "$inc", Value: bson.D{{Key: "cnt", Value: 1}}}}
			_, ef = fc.UpdateMany(ctx, q.filter, u)
			_, ed = dc.UpdateMany(ctx, q.filter, u)
		case 2:
			if r.Intn(3) == 0 {
				_, ef = fc.DeleteMany(ctx, q.filter)
				_, ed = dc.DeleteMany(ctx, q.filter)
			}
		case 3:
			// an upsert whose filter matches nothing: the _id is chosen here so both agree
			f := bson.D{{Key: "_id", Value: int32(5000 + i)}, {Key: "c", Value: int32(r.Intn(4))}, {Key: "s", Value: "ups"}}
			u := bson.D{{Key: "$set", Value: bson.D{{Key: "m", Value: i}}}}
			_, ef = fc.UpdateOne(ctx, f, u, options.Update().SetUpsert(true))
			_, ed = dc.UpdateOne(ctx, f, u, options.Update().SetUpsert(true))
		}
		if (ef == nil) != (ed == nil) {
			t.Fatalf("op %d %v: front %v, FerretDB %v", i, q.filter, ef, ed)
		}
		if te.explainStage(t, "weq", bson.D{{Key: "find", Value: "a"}, {Key: "filter", Value: q.filter}}) != "COLLSCAN" {
			served++
		}
	}
	all := func(c *mongo.Collection) []string {
		cur, err := c.Find(ctx, bson.D{})
		if err != nil {
			t.Fatal(err)
		}
		var ds []bson.D
		if err := cur.All(ctx, &ds); err != nil {
			t.Fatal(err)
		}
		// an upsert through the front puts the filter's fields in $setOnInsert, and FerretDB
		// then orders the new document's fields its own way: compare fields regardless of
		// their order at the top level
		for _, d := range ds {
			sort.Slice(d, func(i, j int) bool { return d[i].Key < d[j].Key })
		}
		return keysSorted(ds)
	}
	a, b := all(fc), all(dc)
	if strings.Join(a, "|") != strings.Join(b, "|") {
		inB := map[string]bool{}
		for _, k := range b {
			inB[k] = true
		}
		for _, k := range a {
			if !inB[k] {
				var d bson.D
				bson.Unmarshal([]byte(k), &d)
				t.Logf("only through the front: %v", d)
			}
		}
		inA := map[string]bool{}
		for _, k := range a {
			inA[k] = true
		}
		for _, k := range b {
			if !inA[k] {
				var d bson.D
				bson.Unmarshal([]byte(k), &d)
				t.Logf("only in FerretDB's copy: %v", d)
			}
		}
		t.Fatalf("collections differ after the writes (%d and %d documents)", len(a), len(b))
	}
	t.Logf("%d of 150 writes had a filter the front serves; %d documents left", served, len(a))
	s, _ := te.e.front.cat.db(ctx, "weq")
	for _, ix := range s.collIndexes("a") {
		checkIndexConsistent(t, s, "a", ix)
	}
}
