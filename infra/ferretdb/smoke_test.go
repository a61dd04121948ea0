package main

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// TestMongooseTraffic plays the requests a Mongoose application typically sends.
func TestMongooseTraffic(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	db := te.front.Database("app")
	quotes := db.Collection("quotes")

	// createIndexes as Mongoose sends it at every start: twice
	models := []mongo.IndexModel{
		{Keys: bson.D{{Key: "id", Value: 1}}, Options: options.Index().SetUnique(true)},
		{Keys: bson.D{{Key: "status", Value: 1}, {Key: "id", Value: -1}}},
		{Keys: bson.D{{Key: "expiresAt", Value: 1}}, Options: options.Index().SetExpireAfterSeconds(0)},
		{Keys: bson.D{{Key: "email", Value: 1}}, Options: options.Index().SetUnique(true).SetPartialFilterExpression(bson.D{{Key: "email", Value: bson.D{{Key: "$exists", Value: true}}}})},
	}
	for i := 0; i < 2; i++ {
		if _, err := quotes.Indexes().CreateMany(ctx, models); err != nil {
			t.Fatalf("createIndexes #%d: %v", i, err)
		}
	}
	cur, err := quotes.Indexes().List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var specs []bson.M
	if err := cur.All(ctx, &specs); err != nil {
		t.Fatal(err)
	}
	if len(specs) != 5 {
		t.Fatalf("listIndexes: %d indexes: %v", len(specs), specs)
	}
	if specs[3]["expireAfterSeconds"] == nil || specs[4]["partialFilterExpression"] == nil {
		t.Fatalf("listIndexes lost options: %v", specs)
	}
	// a different spec under an existing name
	_, err = quotes.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "userId", Value: 1}}, Options: options.Index().SetName("id_1")})
	if !hasCode(err, 86) {
		t.Fatalf("same name, other key: %v", err)
	}
	_, err = quotes.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "id", Value: 1}}, Options: options.Index().SetName("id_1")})
	if !hasCode(err, 85) {
		t.Fatalf("same name, other options: %v", err)
	}

	// inserts
	var docs []any
	for i := 1; i <= 300; i++ {
		docs = append(docs, bson.D{{Key: "id", Value: int32(i)}, {Key: "status", Value: []string{"new", "won", "lost"}[i%3]}, {Key: "__v", Value: int32(0)}, {Key: "createdAt", Value: primitive.NewDateTimeFromTime(time.Unix(int64(i)*60, 0))}})
	}
	if _, err := quotes.InsertMany(ctx, docs); err != nil {
		t.Fatal(err)
	}

	// find with sort and limit, served
	served0, _ := te.counts()
	cur, err = quotes.Find(ctx, bson.D{{Key: "status", Value: "won"}}, options.Find().SetSort(bson.D{{Key: "id", Value: -1}}).SetLimit(20))
	if err != nil {
		t.Fatal(err)
	}
	var page []bson.M
	if err := cur.All(ctx, &page); err != nil {
		t.Fatal(err)
	}
	if len(page) != 20 || page[0]["id"] != int32(298) || page[19]["id"] != int32(241) {
		t.Fatalf("first page: %d docs, first %v last %v", len(page), page[0]["id"], page[len(page)-1]["id"])
	}
	if served1, _ := te.counts(); served1 <= served0 {
		t.Fatal("find was not served by the front")
	}
	if s := te.explainStage(t, "app", bson.D{{Key: "find", Value: "quotes"}, {Key: "filter", Value: bson.D{{Key: "status", Value: "won"}}}, {Key: "sort", Value: bson.D{{Key: "id", Value: -1}}}}); s != "IXSCAN" {
		t.Fatalf("explain: %s", s)
	}

	// countDocuments
	n, err := quotes.CountDocuments(ctx, bson.D{{Key: "status", Value: "won"}})
	if err != nil || n != 100 {
		t.Fatalf("countDocuments: %d %v", n, err)
	}
	n, err = quotes.CountDocuments(ctx, bson.D{{Key: "status", Value: "nothing"}})
	if err != nil || n != 0 {
		t.Fatalf("countDocuments of nothing: %d %v", n, err)
	}

	// findOneAndUpdate $inc with upsert on a counters collection
	counters := db.Collection("counters")
	if _, err := counters.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "name", Value: 1}}, Options: options.Index().SetUnique(true)}); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 3; i++ {
		var c bson.M
		err := counters.FindOneAndUpdate(ctx, bson.D{{Key: "name", Value: "quote"}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "seq", Value: 1}}}},
			options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)).Decode(&c)
		if err != nil {
			t.Fatal(err)
		}
		if c["seq"] != int32(i) || c["name"] != "quote" {
			t.Fatalf("counter after %d: %v", i, c)
		}
	}

	// updateOne with {_id, __v}
	var one bson.M
	if err := quotes.FindOne(ctx, bson.D{{Key: "id", Value: 7}}).Decode(&one); err != nil {
		t.Fatal(err)
	}
	r, err := quotes.UpdateOne(ctx, bson.D{{Key: "_id", Value: one["_id"]}, {Key: "__v", Value: 0}}, bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: "won"}}}, {Key: "$inc", Value: bson.D{{Key: "__v", Value: 1}}}})
	if err != nil || r.MatchedCount != 1 || r.ModifiedCount != 1 {
		t.Fatalf("updateOne: %+v %v", r, err)
	}
	r, err = quotes.UpdateOne(ctx, bson.D{{Key: "_id", Value: one["_id"]}, {Key: "__v", Value: 0}}, bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: "lost"}}}})
	if err != nil || r.MatchedCount != 0 {
		t.Fatalf("stale updateOne: %+v %v", r, err)
	}
	// upsert result of updateOne
	r, err = quotes.UpdateOne(ctx, bson.D{{Key: "id", Value: 1000}}, bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: "new"}}}}, options.Update().SetUpsert(true))
	if err != nil || r.UpsertedCount != 1 || r.UpsertedID == nil || r.MatchedCount != 0 {
		t.Fatalf("upsert: %+v %v", r, err)
	}
	if err := quotes.FindOne(ctx, bson.D{{Key: "_id", Value: r.UpsertedID}}).Decode(&one); err != nil || one["id"] != int32(1000) || one["status"] != "new" {
		t.Fatalf("upserted document: %v %v", one, err)
	}

	// unique violation on insert and on update
	_, err = quotes.InsertOne(ctx, bson.D{{Key: "id", Value: 5}})
	var we mongo.WriteException
	if !errors.As(err, &we) || len(we.WriteErrors) != 1 || we.WriteErrors[0].Code != 11000 ||
		!strings.Contains(we.WriteErrors[0].Message, "index: id_1 dup key: { id: 5 }") {
		t.Fatalf("duplicate insert: %v", err)
	}
	_, err = quotes.UpdateOne(ctx, bson.D{{Key: "id", Value: 6}}, bson.D{{Key: "$set", Value: bson.D{{Key: "id", Value: 5}}}})
	if !errors.As(err, &we) || len(we.WriteErrors) != 1 || we.WriteErrors[0].Code != 11000 ||
		!strings.Contains(we.WriteErrors[0].Message, "index: id_1 dup key: { id: 5 }") {
		t.Fatalf("duplicate update: %v", err)
	}
	err = quotes.FindOneAndUpdate(ctx, bson.D{{Key: "id", Value: 6}}, bson.D{{Key: "$set", Value: bson.D{{Key: "id", Value: 5}}}}).Err()
	var ce mongo.CommandError
	if !errors.As(err, &ce) || ce.Code != 11000 || !strings.Contains(ce.Message, "dup key: { id: 5 }") {
		t.Fatalf("duplicate findAndModify: %v", err)
	}

	// connect-mongo's session read: an _id and an $or on the expiry
	sessions := db.Collection("sessions")
	if _, err := sessions.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "expires", Value: 1}}, Options: options.Index().SetExpireAfterSeconds(0)}); err != nil {
		t.Fatal(err)
	}
	if _, err := sessions.UpdateOne(ctx, bson.D{{Key: "_id", Value: "sid1"}}, bson.D{{Key: "$set", Value: bson.D{{Key: "session", Value: "{}"}, {Key: "expires", Value: primitive.NewDateTimeFromTime(time.Now().Add(time.Hour))}}}}, options.Update().SetUpsert(true)); err != nil {
		t.Fatal(err)
	}
	sessFilter := bson.D{{Key: "_id", Value: "sid1"}, {Key: "$or", Value: bson.A{
		bson.D{{Key: "expires", Value: bson.D{{Key: "$exists", Value: false}}}},
		bson.D{{Key: "expires", Value: bson.D{{Key: "$gt", Value: primitive.NewDateTimeFromTime(time.Now())}}}},
	}}}
	if err := sessions.FindOne(ctx, sessFilter).Err(); err != nil {
		t.Fatalf("session read: %v", err)
	}
	if s := te.explainStage(t, "app", bson.D{{Key: "find", Value: "sessions"}, {Key: "filter", Value: sessFilter}}); s != "IDHACK" {
		t.Fatalf("session read explain: %s", s)
	}

	// deleteMany by range
	dr, err := quotes.DeleteMany(ctx, bson.D{{Key: "id", Value: bson.D{{Key: "$gt", Value: 250}, {Key: "$lte", Value: 300}}}})
	if err != nil || dr.DeletedCount != 50 {
		t.Fatalf("deleteMany: %+v %v", dr, err)
	}
	n, _ = quotes.CountDocuments(ctx, bson.D{{Key: "id", Value: bson.D{{Key: "$gt", Value: 200}}}})
	if n != 51 { // 201..250 and 1000
		t.Fatalf("after deleteMany: %d", n)
	}

	// GridFS-like files/chunks read in order
	chunks := db.Collection("fs.chunks")
	if _, err := chunks.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "files_id", Value: 1}, {Key: "n", Value: 1}}, Options: options.Index().SetUnique(true)}); err != nil {
		t.Fatal(err)
	}
	fid := primitive.NewObjectID()
	for _, i := range []int{3, 0, 2, 1, 4} {
		if _, err := chunks.InsertOne(ctx, bson.D{{Key: "files_id", Value: fid}, {Key: "n", Value: int32(i)}, {Key: "data", Value: primitive.Binary{Data: []byte(fmt.Sprint(i))}}}); err != nil {
			t.Fatal(err)
		}
	}
	cur, err = chunks.Find(ctx, bson.D{{Key: "files_id", Value: fid}}, options.Find().SetSort(bson.D{{Key: "n", Value: 1}}))
	if err != nil {
		t.Fatal(err)
	}
	var cs []bson.M
	if err := cur.All(ctx, &cs); err != nil {
		t.Fatal(err)
	}
	for i, c := range cs {
		if c["n"] != int32(i) {
			t.Fatalf("chunk %d: %v", i, c["n"])
		}
	}
	if len(cs) != 5 {
		t.Fatalf("%d chunks", len(cs))
	}
	// after all these writes, every index holds exactly its documents' keys
	s, _ := te.e.front.cat.db(ctx, "app")
	for _, coll := range []string{"quotes", "counters", "sessions", "fs.chunks"} {
		for _, ix := range s.collIndexes(coll) {
			checkIndexConsistent(t, s, coll, ix)
		}
	}
}

func hasCode(err error, code int) bool {
	var ce mongo.CommandError
	if errors.As(err, &ce) {
		return int(ce.Code) == code
	}
	var we mongo.WriteException
	if errors.As(err, &we) {
		for _, w := range we.WriteErrors {
			if w.Code == code {
				return true
			}
		}
	}
	return false
}
