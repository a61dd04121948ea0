package main

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// A skip over an exact, single-key plan passes index entries without reading documents; every
// other plan skips matches as it reads them. Both must answer as FerretDB itself does.
func TestSkipAnswersAsFerretDB(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	front := te.front.Database("skip").Collection("quotes")
	direct := te.direct.Database("skip").Collection("quotes")
	for _, keys := range []bson.D{{{Key: "k", Value: 1}}, {{Key: "n", Value: 1}, {Key: "k", Value: -1}}, {{Key: "tags", Value: 1}, {Key: "k", Value: 1}}} {
		if _, err := front.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: keys}); err != nil {
			t.Fatal(err)
		}
	}
	docs := make([]any, 0, 2500)
	for i := 0; i < 2500; i++ {
		d := bson.D{{Key: "_id", Value: int32(i)}, {Key: "k", Value: int32((i * 7919) % 2500)}, {Key: "n", Value: int32(i % 7)}, {Key: "tags", Value: bson.A{fmt.Sprint("t", i%3), fmt.Sprint("u", i%5)}}}
		if i%97 == 0 {
			d = d[:2] // no n, no tags: missing fields sort first
		}
		docs = append(docs, d)
	}
	if _, err := front.InsertMany(ctx, docs); err != nil {
		t.Fatal(err)
	}

	cases := []struct {
		name   string
		filter bson.D
		sort   bson.D
		skip   int64
		limit  int64
	}{
		{"whole index, backwards, deep", bson.D{}, bson.D{{Key: "k", Value: -1}}, 1234, 5},
		{"whole index, forwards, past the end", bson.D{}, bson.D{{Key: "k", Value: 1}}, 2600, 5},
		{"whole index, to the last entry", bson.D{}, bson.D{{Key: "k", Value: 1}}, 2499, 5},
		{"equality prefix", bson.D{{Key: "n", Value: int32(3)}}, bson.D{{Key: "k", Value: -1}}, 100, 4},
		{"missing field as null", bson.D{{Key: "n", Value: nil}}, bson.D{{Key: "k", Value: -1}}, 3, 4},
		{"range on the sort key", bson.D{{Key: "k", Value: bson.D{{Key: "$gte", Value: int32(1000)}}}}, bson.D{{Key: "k", Value: 1}}, 700, 3},
		{"$in, several intervals in order", bson.D{{Key: "n", Value: bson.D{{Key: "$in", Value: bson.A{int32(1), int32(5)}}}}}, bson.D{{Key: "n", Value: 1}, {Key: "k", Value: -1}}, 500, 6},
		{"$in merged by the sort", bson.D{{Key: "n", Value: bson.D{{Key: "$in", Value: bson.A{int32(1), int32(5)}}}}}, bson.D{{Key: "k", Value: -1}}, 400, 6},
		{"not exact: a field beside the bounds", bson.D{{Key: "n", Value: int32(2)}, {Key: "_id", Value: bson.D{{Key: "$gt", Value: int32(1000)}}}}, bson.D{{Key: "k", Value: -1}}, 50, 5},
		{"multikey", bson.D{{Key: "tags", Value: "t1"}}, bson.D{{Key: "k", Value: 1}}, 300, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			opts := options.Find().SetSort(c.sort).SetSkip(c.skip).SetLimit(c.limit)
			got := findAll(t, front, c.filter, opts)
			want := findAll(t, direct, c.filter, opts)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("front %v\nFerretDB %v", got, want)
			}
			if c.skip < 2500 && c.name != "whole index, forwards, past the end" && len(want) == 0 {
				t.Fatalf("the case selects nothing; it would not test the skip")
			}
		})
	}
}

// Counts from the index: one entry per document where a multikey part is fixed by an equality,
// distinct documents where a document may have several entries (an $in over a multikey field).
func TestCountAnswersAsFerretDB(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	front := te.front.Database("count").Collection("shipments")
	direct := te.direct.Database("count").Collection("shipments")
	for _, keys := range []bson.D{{{Key: "searchKeys", Value: 1}, {Key: "id", Value: -1}}, {{Key: "board", Value: 1}, {Key: "pickup", Value: -1}, {Key: "id", Value: -1}}} {
		if _, err := front.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: keys}); err != nil {
			t.Fatal(err)
		}
	}
	docs := make([]any, 0, 1200)
	for i := 0; i < 1200; i++ {
		words := bson.A{"b", "bo", "bos", "boston"}
		if i%3 != 0 {
			words = bson.A{"n", "ne", "new", "newark", fmt.Sprint("hl", i%10)}
		}
		board := bson.A{"open", fmt.Sprint("open|region:", i%4)}
		if i%5 == 0 {
			board = bson.A{}
		}
		docs = append(docs, bson.D{{Key: "_id", Value: int32(i)}, {Key: "id", Value: int32(i)}, {Key: "searchKeys", Value: words}, {Key: "board", Value: board}, {Key: "pickup", Value: fmt.Sprintf("2026-12-%02d", 1+i%28)}})
	}
	if _, err := front.InsertMany(ctx, docs); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		filter bson.D
	}{
		{"one value of a multikey field", bson.D{{Key: "searchKeys", Value: "boston"}}},
		{"a prefix word shared by every document of a city", bson.D{{Key: "searchKeys", Value: "bo"}}},
		{"$in over a multikey field: a document counted once", bson.D{{Key: "searchKeys", Value: bson.D{{Key: "$in", Value: bson.A{"new", "newark", "hl3"}}}}}},
		{"board key with a range after it", bson.D{{Key: "board", Value: "open"}, {Key: "pickup", Value: bson.D{{Key: "$gte", Value: "2026-12-10"}}}}},
		{"two board keys", bson.D{{Key: "board", Value: bson.D{{Key: "$in", Value: bson.A{"open", "open|region:2"}}}}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sameCount(t, front, direct, c.filter)
			opts := options.Find().SetSort(bson.D{{Key: "id", Value: -1}}).SetSkip(7).SetLimit(5)
			if g, w := findAll(t, front, c.filter, opts), findAll(t, direct, c.filter, opts); !reflect.DeepEqual(g, w) {
				t.Fatalf("find: front %v\nFerretDB %v", g, w)
			}
		})
	}
}

// sameCount fails the test unless the front counts the filter's documents as FerretDB does, and
// finds some (a case that selects nothing would test nothing).
func sameCount(t *testing.T, front, direct *mongo.Collection, filter bson.D) {
	t.Helper()
	got, err := front.CountDocuments(context.Background(), filter)
	if err != nil {
		t.Fatal(err)
	}
	want, err := direct.CountDocuments(context.Background(), filter)
	if err != nil {
		t.Fatal(err)
	}
	if got != want || want == 0 {
		t.Fatalf("front %d, FerretDB %d", got, want)
	}
}

func findAll(t *testing.T, c *mongo.Collection, filter bson.D, opts *options.FindOptions) []bson.D {
	t.Helper()
	cur, err := c.Find(context.Background(), filter, opts)
	if err != nil {
		t.Fatal(err)
	}
	var out []bson.D
	if err := cur.All(context.Background(), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// A condition a partial index's own filter implies is covered by the index: a count over its
// bounds needs no document (a customer's numbered invoices). Any other condition still is checked
// on the documents. Either way the answers are FerretDB's.
func TestCountThroughPartialIndex(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	front := te.front.Database("partialcount").Collection("invoices")
	direct := te.direct.Database("partialcount").Collection("invoices")
	index := mongo.IndexModel{
		Keys:    bson.D{{Key: "customerId", Value: 1}, {Key: "id", Value: -1}},
		Options: options.Index().SetPartialFilterExpression(bson.D{{Key: "number", Value: bson.D{{Key: "$exists", Value: true}}}}),
	}
	if _, err := front.Indexes().CreateOne(ctx, index); err != nil {
		t.Fatal(err)
	}
	docs := make([]any, 0, 600)
	for i := 0; i < 600; i++ {
		d := bson.D{{Key: "_id", Value: int32(i)}, {Key: "id", Value: int32(i)}, {Key: "customerId", Value: int32(i % 3)}, {Key: "status", Value: []string{"ready", "sent", "paid"}[i%3]}}
		if i%4 != 0 {
			d = append(d, bson.E{Key: "number", Value: fmt.Sprintf("INV-2026-%05d", i)})
		}
		docs = append(docs, d)
	}
	if _, err := front.InsertMany(ctx, docs); err != nil {
		t.Fatal(err)
	}
	exists := func(v bool) bson.D { return bson.D{{Key: "$exists", Value: v}} }
	cases := []struct {
		name   string
		filter bson.D
		exact  bool
	}{
		{"the condition the index is partial on", bson.D{{Key: "customerId", Value: int32(1)}, {Key: "number", Value: exists(true)}}, true},
		{"another condition beside it", bson.D{{Key: "customerId", Value: int32(1)}, {Key: "number", Value: exists(true)}, {Key: "status", Value: "sent"}}, false},
		{"a narrower condition on the same path", bson.D{{Key: "customerId", Value: int32(2)}, {Key: "number", Value: bson.D{{Key: "$gte", Value: "INV-2026-00300"}}}}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sameCount(t, front, direct, c.filter)
			var res bson.M
			if err := te.front.Database("partialcount").RunCommand(ctx, bson.D{{Key: "explain", Value: bson.D{{Key: "count", Value: "invoices"}, {Key: "query", Value: c.filter}}}}).Decode(&res); err != nil {
				t.Fatal(err)
			}
			plan := res["queryPlanner"].(bson.M)["winningPlan"].(bson.M)
			if plan["stage"] != "IXSCAN" || plan["countInIndex"] != c.exact {
				t.Fatalf("plan %v, want IXSCAN with countInIndex %v", plan, c.exact)
			}
			opts := options.Find().SetSort(bson.D{{Key: "id", Value: -1}}).SetSkip(3).SetLimit(5)
			if g, w := findAll(t, front, c.filter, opts), findAll(t, direct, c.filter, opts); !reflect.DeepEqual(g, w) {
				t.Fatalf("find: front %v\nFerretDB %v", g, w)
			}
		})
	}
}
