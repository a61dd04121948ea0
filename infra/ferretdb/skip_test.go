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
