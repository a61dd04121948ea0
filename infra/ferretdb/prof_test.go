package main

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

func TestProfInsert(t *testing.T) {
	if os.Getenv("FRONT_PROF") == "" {
		t.Skip()
	}
	te := startTestEngine(t, 0)
	ctx := context.Background()
	fq := te.front.Database("bench").Collection("quotes")
	_, err := fq.Indexes().CreateMany(ctx, []mongo.IndexModel{
		{Keys: bson.D{{Key: "id", Value: 1}}, Options: options.Index().SetUnique(true)},
		{Keys: bson.D{{Key: "status", Value: 1}, {Key: "id", Value: -1}}},
		{Keys: bson.D{{Key: "userId", Value: 1}, {Key: "id", Value: -1}}},
		{Keys: bson.D{{Key: "searchKeys", Value: 1}, {Key: "id", Value: -1}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewSource(1))
	filler := strings.Repeat("lorem ipsum dolor sit amet ", 6)
	st := time.Now()
	var batch []any
	for i := 1; i <= 3000; i++ {
		keys := bson.A{}
		for k := 0; k < 20; k++ {
			keys = append(keys, fmt.Sprintf("k%d", r.Intn(5000)))
		}
		other := bson.D{}
		for k := 0; k < 12; k++ {
			other = append(other, bson.E{Key: fmt.Sprintf("f%d", k), Value: filler})
		}
		batch = append(batch, bson.D{{Key: "id", Value: int32(i)}, {Key: "status", Value: "x"}, {Key: "userId", Value: int32(r.Intn(500))},
			{Key: "createdAt", Value: primitive.NewDateTimeFromTime(time.Now())}, {Key: "searchKeys", Value: keys}, {Key: "details", Value: other}})
		if len(batch) == 500 {
			s0 := time.Now()
			if _, err := fq.InsertMany(ctx, batch); err != nil {
				t.Fatal(err)
			}
			s1 := time.Now()
			if os.Getenv("FRONT_PROF_PLAIN") != "" {
				for _, d := range batch {
					d.(bson.D)[0].Value = int32(i + 100000)
				}
				if _, err := te.direct.Database("bench").Collection("plain").InsertMany(ctx, batch); err != nil {
					t.Fatal(err)
				}
			}
			t.Logf("indexed via front %v, plain direct %v", s1.Sub(s0), time.Since(s1))
			batch = nil
		}
	}
	t.Logf("%v", time.Since(st))
}
