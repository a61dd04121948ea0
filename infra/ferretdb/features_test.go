package main

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

func TestTTL(t *testing.T) {
	te := startTestEngine(t, 200*time.Millisecond)
	ctx := context.Background()
	c := te.front.Database("ttl").Collection("sessions")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "expires", Value: 1}}, Options: options.Index().SetExpireAfterSeconds(0)}); err != nil {
		t.Fatal(err)
	}
	d := te.front.Database("ttl").Collection("events")
	if _, err := d.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "at", Value: -1}}, Options: options.Index().SetExpireAfterSeconds(3600)}); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	past := primitive.NewDateTimeFromTime(now.Add(-time.Minute))
	future := primitive.NewDateTimeFromTime(now.Add(time.Hour))
	docs := []any{
		bson.D{{Key: "_id", Value: "old"}, {Key: "expires", Value: past}},
		bson.D{{Key: "_id", Value: "new"}, {Key: "expires", Value: future}},
		bson.D{{Key: "_id", Value: "none"}},
		bson.D{{Key: "_id", Value: "text"}, {Key: "expires", Value: "yesterday"}},
		bson.D{{Key: "_id", Value: "array"}, {Key: "expires", Value: bson.A{future, past}}},
		bson.D{{Key: "_id", Value: int32(7)}, {Key: "expires", Value: past}},
	}
	if _, err := c.InsertMany(ctx, docs); err != nil {
		t.Fatal(err)
	}
	if _, err := d.InsertMany(ctx, []any{
		bson.D{{Key: "_id", Value: "2h"}, {Key: "at", Value: primitive.NewDateTimeFromTime(now.Add(-2 * time.Hour))}},
		bson.D{{Key: "_id", Value: "1m"}, {Key: "at", Value: primitive.NewDateTimeFromTime(now.Add(-time.Minute))}},
	}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		n1, _ := c.CountDocuments(ctx, bson.D{})
		n2, _ := d.CountDocuments(ctx, bson.D{})
		if n1 == 3 && n2 == 1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("documents left: %d sessions, %d events", n1, n2)
		}
		time.Sleep(100 * time.Millisecond)
	}
	var left []bson.M
	cur, err := c.Find(ctx, bson.D{})
	if err != nil {
		t.Fatal(err)
	}
	if err := cur.All(ctx, &left); err != nil {
		t.Fatal(err)
	}
	for _, l := range left {
		switch l["_id"] {
		case "new", "none", "text":
		default:
			t.Fatalf("left %v", l)
		}
	}
	if err := d.FindOne(ctx, bson.D{{Key: "_id", Value: "1m"}}).Err(); err != nil {
		t.Fatal(err)
	}
}

func TestCursors(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("cur").Collection("c")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "g", Value: 1}, {Key: "i", Value: -1}}}); err != nil {
		t.Fatal(err)
	}
	var docs []any
	for i := 0; i < 250; i++ {
		docs = append(docs, bson.D{{Key: "g", Value: i % 2}, {Key: "i", Value: i}, {Key: "pad", Value: "x"}, {Key: "sub", Value: bson.D{{Key: "a", Value: i}, {Key: "b", Value: "y"}}}})
	}
	if _, err := c.InsertMany(ctx, docs); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		batch     int32
		limit     int64
		skip      int64
		want      int
		wantFirst int32
	}{
		{"default batches", 0, 0, 0, 125, 248},
		{"batches of 7", 7, 0, 0, 125, 248},
		{"limit across batches", 10, 33, 0, 33, 248},
		{"skip and limit", 10, 25, 5, 25, 238},
		{"batch of 1", 1, 3, 0, 3, 248},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := options.Find().SetSort(bson.D{{Key: "i", Value: -1}})
			if tc.batch > 0 {
				o.SetBatchSize(tc.batch)
			}
			if tc.limit > 0 {
				o.SetLimit(tc.limit)
			}
			if tc.skip > 0 {
				o.SetSkip(tc.skip)
			}
			cur, err := c.Find(ctx, bson.D{{Key: "g", Value: 0}}, o)
			if err != nil {
				t.Fatal(err)
			}
			var got []bson.M
			if err := cur.All(ctx, &got); err != nil {
				t.Fatal(err)
			}
			if len(got) != tc.want || got[0]["i"] != tc.wantFirst {
				t.Fatalf("%d documents, first %v", len(got), got[0]["i"])
			}
			for k := 1; k < len(got); k++ {
				if got[k]["i"].(int32) != got[k-1]["i"].(int32)-2 {
					t.Fatalf("order broken at %d: %v after %v", k, got[k]["i"], got[k-1]["i"])
				}
			}
		})
	}

	// killCursors of a front cursor, then getMore on it
	cur, err := c.Find(ctx, bson.D{{Key: "g", Value: 1}}, options.Find().SetBatchSize(5).SetSort(bson.D{{Key: "i", Value: 1}}))
	if err != nil {
		t.Fatal(err)
	}
	id := cur.ID()
	if !isFrontCursor(id) {
		t.Fatalf("cursor %d is not the front's", id)
	}
	if err := cur.Close(ctx); err != nil {
		t.Fatal(err)
	}
	err = te.front.Database("cur").RunCommand(ctx, bson.D{{Key: "getMore", Value: id}, {Key: "collection", Value: "c"}}).Err()
	if !hasCode(err, 43) {
		t.Fatalf("getMore after killCursors: %v", err)
	}
	// an idle cursor expires
	cur, err = c.Find(ctx, bson.D{{Key: "g", Value: 1}}, options.Find().SetBatchSize(5).SetSort(bson.D{{Key: "i", Value: 1}}))
	if err != nil {
		t.Fatal(err)
	}
	te.e.front.expireCursors(time.Now().Add(time.Second))
	err = te.front.Database("cur").RunCommand(ctx, bson.D{{Key: "getMore", Value: cur.ID()}, {Key: "collection", Value: "c"}}).Err()
	if !hasCode(err, 43) {
		t.Fatalf("getMore of an expired cursor: %v", err)
	}

	// projections
	projTests := []struct {
		proj bson.D
		want bson.D
	}{
		{bson.D{{Key: "i", Value: 1}}, bson.D{{Key: "_id", Value: nil}, {Key: "i", Value: int32(4)}}},
		{bson.D{{Key: "i", Value: 1}, {Key: "_id", Value: 0}}, bson.D{{Key: "i", Value: int32(4)}}},
		{bson.D{{Key: "sub.b", Value: 1}, {Key: "_id", Value: 0}}, bson.D{{Key: "sub", Value: bson.D{{Key: "b", Value: "y"}}}}},
		{bson.D{{Key: "pad", Value: 0}, {Key: "sub", Value: 0}, {Key: "_id", Value: 0}}, bson.D{{Key: "g", Value: int32(0)}, {Key: "i", Value: int32(4)}}},
		{bson.D{{Key: "sub.a", Value: 0}, {Key: "pad", Value: 0}, {Key: "_id", Value: 0}}, bson.D{{Key: "g", Value: int32(0)}, {Key: "i", Value: int32(4)}, {Key: "sub", Value: bson.D{{Key: "b", Value: "y"}}}}},
	}
	for _, pt := range projTests {
		var got bson.D
		if err := c.FindOne(ctx, bson.D{{Key: "g", Value: 0}, {Key: "i", Value: 4}}, options.FindOne().SetProjection(pt.proj)).Decode(&got); err != nil {
			t.Fatal(err)
		}
		var want bson.D
		if err := te.direct.Database("cur").Collection("c").FindOne(ctx, bson.D{{Key: "g", Value: 0}, {Key: "i", Value: 4}}, options.FindOne().SetProjection(pt.proj)).Decode(&want); err != nil {
			t.Fatal(err)
		}
		if docKey(got) != docKey(want) {
			t.Fatalf("projection %v: %v, FerretDB %v", pt.proj, got, want)
		}
		if pt.want[0].Key == "_id" {
			pt.want[0].Value = got[0].Value
		}
		if docKey(got) != docKey(pt.want) {
			t.Fatalf("projection %v: %v, want %v", pt.proj, got, pt.want)
		}
	}
}

func TestUpsertResults(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("up").Collection("c")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "k", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	// the filter's equality fields seed the inserted document; the update wins over them
	r, err := c.UpdateOne(ctx, bson.D{{Key: "k", Value: "a"}, {Key: "n", Value: 0}, {Key: "x.y", Value: 1}},
		bson.D{{Key: "$inc", Value: bson.D{{Key: "n", Value: 5}}}, {Key: "$setOnInsert", Value: bson.D{{Key: "created", Value: true}}}}, options.Update().SetUpsert(true))
	if err != nil || r.UpsertedCount != 1 || r.MatchedCount != 0 || r.ModifiedCount != 0 {
		t.Fatalf("%+v %v", r, err)
	}
	var d bson.M
	if err := c.FindOne(ctx, bson.D{{Key: "k", Value: "a"}}).Decode(reset(&d)); err != nil {
		t.Fatal(err)
	}
	if d["n"] != int32(5) || d["created"] != true || d["_id"] != r.UpsertedID {
		t.Fatalf("upserted %v", d)
	}
	if x, _ := d["x"].(bson.M); x == nil || x["y"] != int32(1) {
		t.Fatalf("upserted %v", d)
	}
	// a match: no upsert
	r, err = c.UpdateOne(ctx, bson.D{{Key: "k", Value: "a"}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "n", Value: 1}}}}, options.Update().SetUpsert(true))
	if err != nil || r.UpsertedCount != 0 || r.MatchedCount != 1 || r.ModifiedCount != 1 {
		t.Fatalf("%+v %v", r, err)
	}
	// a replacement upsert keeps the filter's _id only
	r, err = c.ReplaceOne(ctx, bson.D{{Key: "_id", Value: "rep"}, {Key: "k", Value: "b"}}, bson.D{{Key: "v", Value: 1}}, options.Replace().SetUpsert(true))
	if err != nil || r.UpsertedID != "rep" {
		t.Fatalf("%+v %v", r, err)
	}
	if err := c.FindOne(ctx, bson.D{{Key: "_id", Value: "rep"}}).Decode(reset(&d)); err != nil || d["v"] != int32(1) || d["k"] != nil {
		var dd bson.M
		te.direct.Database("up").Collection("c").FindOne(ctx, bson.D{{Key: "_id", Value: "rep"}}).Decode(&dd)
		t.Fatalf("replaced %v %v; FerretDB has %v", d, err, dd)
	}
	// updateMany: n and nModified
	for i := 0; i < 5; i++ {
		if _, err := c.InsertOne(ctx, bson.D{{Key: "k", Value: "m"}, {Key: "i", Value: i}}); err != nil {
			t.Fatal(err)
		}
	}
	r, err = c.UpdateMany(ctx, bson.D{{Key: "k", Value: "m"}, {Key: "i", Value: bson.D{{Key: "$gte", Value: 2}}}}, bson.D{{Key: "$set", Value: bson.D{{Key: "i", Value: 3}}}})
	if err != nil || r.MatchedCount != 3 || r.ModifiedCount != 2 {
		t.Fatalf("updateMany %+v %v", r, err)
	}
	// findOneAndUpdate returning the new document of an upsert, and of no match without upsert
	err = c.FindOneAndUpdate(ctx, bson.D{{Key: "k", Value: "none"}}, bson.D{{Key: "$set", Value: bson.D{{Key: "z", Value: 1}}}}).Err()
	if !errors.Is(err, mongo.ErrNoDocuments) {
		t.Fatalf("no match: %v", err)
	}
	if err := c.FindOneAndUpdate(ctx, bson.D{{Key: "k", Value: "c"}}, bson.D{{Key: "$set", Value: bson.D{{Key: "z", Value: 1}}}},
		options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)).Decode(reset(&d)); err != nil || d["k"] != "c" || d["z"] != int32(1) {
		t.Fatalf("upsert and return: %v %v", d, err)
	}
	// findOneAndUpdate with a projection (FerretDB refuses `fields`: the front applies it), served and forwarded
	for _, filter := range []bson.D{{{Key: "k", Value: "c"}}, {{Key: "z", Value: 1}, {Key: "unindexed", Value: bson.D{{Key: "$exists", Value: false}}}}} {
		opts := options.FindOneAndUpdate().SetReturnDocument(options.After).SetProjection(bson.D{{Key: "_id", Value: 0}, {Key: "z", Value: 0}})
		if err := c.FindOneAndUpdate(ctx, filter, bson.D{{Key: "$set", Value: bson.D{{Key: "w", Value: 2}}}}, opts).Decode(reset(&d)); err != nil {
			t.Fatalf("projected %v: %v", filter, err)
		}
		if d["k"] != "c" || d["w"] != int32(2) || d["_id"] != nil || d["z"] != nil {
			t.Fatalf("projected %v: %v", filter, d)
		}
	}
	// findOneAndDelete with a sort
	if err := c.FindOneAndDelete(ctx, bson.D{{Key: "k", Value: "m"}}, options.FindOneAndDelete().SetSort(bson.D{{Key: "k", Value: 1}})).Decode(reset(&d)); err != nil {
		t.Fatal(err)
	}
	if n, _ := c.CountDocuments(ctx, bson.D{{Key: "k", Value: "m"}}); n != 4 {
		t.Fatalf("after findOneAndDelete: %d", n)
	}
	// FerretDB's own errors reach the client as FerretDB gave them
	if _, err := c.InsertOne(ctx, bson.D{{Key: "_id", Value: "str"}, {Key: "k", Value: "s"}, {Key: "v", Value: "text"}}); err != nil {
		t.Fatal(err)
	}
	_, errFront := c.UpdateOne(ctx, bson.D{{Key: "k", Value: "s"}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "v", Value: 1}}}})
	_, errDirect := te.direct.Database("up").Collection("c").UpdateOne(ctx, bson.D{{Key: "_id", Value: "str"}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "v", Value: 1}}}})
	if errFront == nil || errDirect == nil || errFront.Error() != errDirect.Error() {
		t.Fatalf("error through the front %v, from FerretDB %v", errFront, errDirect)
	}
	// numeric _id: served by the _id lookup
	if _, err := c.InsertOne(ctx, bson.D{{Key: "_id", Value: 42}, {Key: "k", Value: "num"}}); err != nil {
		t.Fatal(err)
	}
	if s := te.explainStage(t, "up", bson.D{{Key: "find", Value: "c"}, {Key: "filter", Value: bson.D{{Key: "_id", Value: 42.0}}}}); s != "IDHACK" {
		t.Fatalf("explain _id: %s", s)
	}
	if err := c.FindOne(ctx, bson.D{{Key: "_id", Value: 42.0}}).Decode(reset(&d)); err != nil || d["k"] != "num" {
		t.Fatalf("numeric _id: %v %v", d, err)
	}
	dr, err := c.DeleteOne(ctx, bson.D{{Key: "_id", Value: int64(42)}})
	if err != nil || dr.DeletedCount != 1 {
		t.Fatalf("delete numeric _id: %+v %v", dr, err)
	}
}

func TestIndexLifecycle(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	db := te.front.Database("life")
	c := db.Collection("c")
	if _, err := c.InsertMany(ctx, []any{bson.D{{Key: "a", Value: 1}}, bson.D{{Key: "a", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	// a unique index over duplicates fails and leaves nothing behind
	_, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "a", Value: 1}}, Options: options.Index().SetUnique(true)})
	if !hasCode(err, 11000) {
		t.Fatalf("unique over duplicates: %v", err)
	}
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "a", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	if s := te.explainStage(t, "life", bson.D{{Key: "count", Value: "c"}, {Key: "query", Value: bson.D{{Key: "a", Value: 1}}}}); s != "IXSCAN" {
		t.Fatalf("explain count: %s", s)
	}
	if _, err := c.Indexes().DropOne(ctx, "a_1"); err != nil {
		t.Fatal(err)
	}
	if s := te.explainStage(t, "life", bson.D{{Key: "count", Value: "c"}, {Key: "query", Value: bson.D{{Key: "a", Value: 1}}}}); s != "COLLSCAN" {
		t.Fatalf("explain after dropIndexes: %s", s)
	}
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "a", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	if err := c.Drop(ctx); err != nil {
		t.Fatal(err)
	}
	s, _ := te.e.front.cat.db(ctx, "life")
	var n int
	if err := s.rd.QueryRow(`SELECT count(*) FROM sqlite_master WHERE name LIKE '_ferretdb_front_%' AND type IN ('table', 'trigger') AND name != ?`, catalogTable).Scan(&n); err != nil || n != 0 {
		t.Fatalf("after drop: %d side tables or triggers left (%v)", n, err)
	}
	// the collection comes back without indexes
	if _, err := c.InsertOne(ctx, bson.D{{Key: "a", Value: 2}}); err != nil {
		t.Fatal(err)
	}
	cur, err := c.Indexes().List(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var specs []bson.M
	if err := cur.All(ctx, &specs); err != nil || len(specs) != 1 {
		t.Fatalf("indexes after drop: %v %v", specs, err)
	}
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "a", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	if err := db.Drop(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := c.InsertOne(ctx, bson.D{{Key: "a", Value: 3}}); err != nil {
		t.Fatal(err)
	}
	if n, err := c.CountDocuments(ctx, bson.D{{Key: "a", Value: 3}}); err != nil || n != 1 {
		t.Fatalf("after dropDatabase: %d %v", n, err)
	}
	// partial index: used only when the filter implies it
	p := db.Collection("p")
	if _, err := p.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "email", Value: 1}},
		Options: options.Index().SetUnique(true).SetPartialFilterExpression(bson.D{{Key: "email", Value: bson.D{{Key: "$exists", Value: true}}}})}); err != nil {
		t.Fatal(err)
	}
	if _, err := p.InsertMany(ctx, []any{bson.D{{Key: "x", Value: 1}}, bson.D{{Key: "x", Value: 2}}, bson.D{{Key: "email", Value: "a"}}}); err != nil {
		t.Fatalf("documents outside a partial unique index: %v", err)
	}
	if s := te.explainStage(t, "life", bson.D{{Key: "find", Value: "p"}, {Key: "filter", Value: bson.D{{Key: "email", Value: "a"}}}}); s != "IXSCAN" {
		t.Fatalf("partial index, implied: %s", s)
	}
	if s := te.explainStage(t, "life", bson.D{{Key: "find", Value: "p"}, {Key: "filter", Value: bson.D{{Key: "email", Value: nil}}}}); s != "COLLSCAN" {
		t.Fatalf("partial index, not implied: %s", s)
	}
}

// reset empties a map before it is decoded into again.
func reset(m *bson.M) *bson.M {
	*m = nil
	return m
}

func TestDuplicateKeyShapes(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("dup").Collection("users")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "org", Value: 1}, {Key: "email", Value: -1}}, Options: options.Index().SetUnique(true).SetName("org_email")}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.InsertOne(ctx, bson.D{{Key: "org", Value: 1}, {Key: "email", Value: "a@x"}}); err != nil {
		t.Fatal(err)
	}
	docs := []any{
		bson.D{{Key: "org", Value: 1}, {Key: "email", Value: "b@x"}},
		bson.D{{Key: "org", Value: 2}, {Key: "email", Value: "a@x"}},
		bson.D{{Key: "org", Value: 1}, {Key: "email", Value: "a@x"}},
		bson.D{{Key: "org", Value: 3}, {Key: "email", Value: "c@x"}},
		bson.D{{Key: "org", Value: 1}, {Key: "email", Value: "b@x"}},
	}
	res, err := c.InsertMany(ctx, docs, options.InsertMany().SetOrdered(false))
	var bwe mongo.BulkWriteException
	if !errors.As(err, &bwe) {
		t.Fatalf("insertMany: %v", err)
	}
	if len(res.InsertedIDs) != 3 || len(bwe.WriteErrors) != 2 { // the driver lists the inserted ones
		t.Fatalf("insertMany: %d ids, write errors %+v", len(res.InsertedIDs), bwe.WriteErrors)
	}
	want := []struct {
		index int
		msg   string
	}{
		{2, `E11000 duplicate key error collection: dup.users index: org_email dup key: { org: 1, email: "a@x" }`},
		{4, `E11000 duplicate key error collection: dup.users index: org_email dup key: { org: 1, email: "b@x" }`},
	}
	for i, w := range want {
		we := bwe.WriteErrors[i]
		if we.Index != w.index || we.Code != 11000 || we.Message != w.msg {
			t.Fatalf("write error %d: %+v", i, we)
		}
		var raw bson.D
		if err := bson.Unmarshal(we.Raw, &raw); err != nil {
			t.Fatal(err)
		}
		kp, _ := lookup(raw, "keyPattern")
		kv, _ := lookup(raw, "keyValue")
		if docKey(kp.(bson.D)) != docKey(bson.D{{Key: "org", Value: int32(1)}, {Key: "email", Value: int32(-1)}}) || kv == nil {
			t.Fatalf("write error %d: keyPattern %v keyValue %v", i, kp, kv)
		}
	}
	// an _id duplicate keeps the _id index
	id := res.InsertedIDs[0]
	_, err = c.InsertOne(ctx, bson.D{{Key: "_id", Value: id}, {Key: "org", Value: 9}})
	var we mongo.WriteException
	if !errors.As(err, &we) || !containsStr(we.WriteErrors[0].Message, "index: _id_ dup key: { _id: ObjectId('") {
		t.Fatalf("_id duplicate: %v", err)
	}
}

func TestForwardedShapesLogged(t *testing.T) {
	var buf safeBuffer
	f := newFront("", nil, slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelWarn})))
	f.logForwarded = true
	for i := 0; i < 3; i++ {
		f.noteForward("db", "c", "find", bson.D{{Key: "a", Value: i}, {Key: "b", Value: bson.D{{Key: "$gt", Value: i}}}}, bson.D{{Key: "c", Value: -1}}, "no index")
	}
	f.noteForward("db", "c", "find", bson.D{{Key: "z", Value: 1}}, nil, "no index")
	out := buf.String()
	if n := strings.Count(out, "forwarded to FerretDB"); n != 2 {
		t.Fatalf("%d lines logged:\n%s", n, out)
	}
	if !strings.Contains(out, "b($gt)") || !strings.Contains(out, "c:-1") {
		t.Fatalf("shape not logged: %s", out)
	}
}

type safeBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *safeBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *safeBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestIDLookupTypes finds documents by _id values of every type the _id lookup serves, spelled
// as FerretDB spells them (JSON escapes included).
func TestIDLookupTypes(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("ids").Collection("c")
	ids := []any{"plain", "<a&b>", "quote\"back\\slash", "\u2028line", "é日本😀", "", primitive.NewObjectID(),
		int32(-7), int64(1 << 60), 1.5, -0.25, 1e21, 123456789012.0, primitive.NewDateTimeFromTime(time.Unix(1700000000, 0)), true}
	for i, id := range ids {
		if _, err := c.InsertOne(ctx, bson.D{{Key: "_id", Value: id}, {Key: "i", Value: i}}); err != nil {
			t.Fatalf("insert %v: %v", id, err)
		}
	}
	for i, id := range ids {
		f := bson.D{{Key: "_id", Value: id}}
		if s := te.explainStage(t, "ids", bson.D{{Key: "find", Value: "c"}, {Key: "filter", Value: f}}); s != "IDHACK" {
			t.Fatalf("%v: %s", id, s)
		}
		var d bson.M
		if err := c.FindOne(ctx, f).Decode(&d); err != nil || d["i"] != int32(i) {
			t.Fatalf("find %v: %v %v", id, d, err)
		}
		if r, err := c.UpdateOne(ctx, f, bson.D{{Key: "$set", Value: bson.D{{Key: "u", Value: true}}}}); err != nil || r.ModifiedCount != 1 {
			t.Fatalf("update %v: %+v %v", id, r, err)
		}
	}
	dr, err := c.DeleteMany(ctx, bson.D{{Key: "_id", Value: bson.D{{Key: "$in", Value: bson.A(ids)}}}})
	if err != nil || dr.DeletedCount != int64(len(ids)) {
		t.Fatalf("delete: %+v %v", dr, err)
	}
}

// TestBuildWhileWriting builds indexes in chunks while documents are inserted, updated and
// deleted, then checks every index entry against the documents.
func TestBuildWhileWriting(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("bw").Collection("c")
	var docs []any
	for i := 0; i < 3*buildChunk+17; i++ {
		docs = append(docs, bson.D{{Key: "n", Value: i}, {Key: "tags", Value: bson.A{i % 7, "t" + string(rune('a'+i%5))}}})
	}
	if _, err := c.InsertMany(ctx, docs); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	writerDone := make(chan error, 1)
	go func() {
		i := 0
		for {
			select {
			case <-stop:
				writerDone <- nil
				return
			default:
			}
			i++
			var err error
			switch i % 3 {
			case 0:
				_, err = c.InsertOne(ctx, bson.D{{Key: "n", Value: 100000 + i}, {Key: "tags", Value: bson.A{"new"}}})
			case 1:
				_, err = c.UpdateOne(ctx, bson.D{{Key: "n", Value: i % 6000}}, bson.D{{Key: "$set", Value: bson.D{{Key: "tags", Value: bson.A{"upd", i}}}}})
			case 2:
				_, err = c.DeleteOne(ctx, bson.D{{Key: "n", Value: (i * 7) % 6000}})
			}
			if err != nil {
				writerDone <- err
				return
			}
		}
	}()
	_, err := c.Indexes().CreateMany(ctx, []mongo.IndexModel{
		{Keys: bson.D{{Key: "tags", Value: 1}, {Key: "n", Value: -1}}},
		{Keys: bson.D{{Key: "n", Value: 1}}},
	})
	close(stop)
	if werr := <-writerDone; werr != nil {
		t.Fatal(werr)
	}
	if err != nil {
		t.Fatal(err)
	}
	s, _ := te.e.front.cat.db(ctx, "bw")
	for _, ix := range s.collIndexes("c") {
		checkIndexConsistent(t, s, "c", ix)
	}
	if s := te.explainStage(t, "bw", bson.D{{Key: "find", Value: "c"}, {Key: "filter", Value: bson.D{{Key: "tags", Value: "new"}}}}); s != "IXSCAN" {
		t.Fatalf("explain: %s", s)
	}
}

// checkIndexConsistent compares an index's entries with the keys of the documents.
func checkIndexConsistent(t *testing.T, s *dbState, coll string, ix *indexInfo) {
	t.Helper()
	ctx := context.Background()
	meta, err := collectionMeta(ctx, s.rd, coll)
	if err != nil || meta == nil {
		t.Fatal(meta, err)
	}
	want := map[string]bool{}
	rows, err := s.rd.QueryContext(ctx, `SELECT _ferretdb_sjson, _ferretdb_sjson->'$._id' FROM "`+meta.table+`"`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var text, docid string
		if err := rows.Scan(&text, &docid); err != nil {
			t.Fatal(err)
		}
		d, err := decodeSJSON([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		keys, err := ix.ks.keys(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			want[string(k.key)+"|"+docid] = true
		}
	}
	rows.Close()
	got := map[string]bool{}
	rows, err = s.rd.QueryContext(ctx, `SELECT key, docid FROM "`+ix.sideTable()+`"`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var k []byte
		var docid string
		if err := rows.Scan(&k, &docid); err != nil {
			t.Fatal(err)
		}
		got[string(k)+"|"+docid] = true
	}
	rows.Close()
	missing, extra := 0, 0
	for k := range want {
		if !got[k] {
			missing++
		}
	}
	for k := range got {
		if !want[k] {
			extra++
		}
	}
	if missing != 0 || extra != 0 {
		t.Fatalf("index %s: %d entries missing, %d extra (of %d)", ix.name, missing, extra, len(want))
	}
}

// TestDeleteStatementsInOrder: each statement of a delete sees the previous ones' effect.
func TestDeleteStatementsInOrder(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("del").Collection("c")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "s", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		if _, err := c.InsertOne(ctx, bson.D{{Key: "s", Value: "x"}, {Key: "i", Value: i}}); err != nil {
			t.Fatal(err)
		}
	}
	res, err := c.BulkWrite(ctx, []mongo.WriteModel{
		mongo.NewDeleteOneModel().SetFilter(bson.D{{Key: "s", Value: "x"}}),
		mongo.NewDeleteOneModel().SetFilter(bson.D{{Key: "s", Value: "x"}}),
		mongo.NewDeleteOneModel().SetFilter(bson.D{{Key: "i", Value: 4}}), // no index: FerretDB
	})
	if err != nil || res.DeletedCount != 3 {
		t.Fatalf("%+v %v", res, err)
	}
	if n, _ := c.CountDocuments(ctx, bson.D{{Key: "s", Value: "x"}}); n != 2 {
		t.Fatalf("%d left", n)
	}
}

// TestFerretDBIndexesDroppedAtStart: indexes FerretDB holds itself (from before the front)
// are dropped when the engine starts; the front's indexes survive a restart.
func TestFerretDBIndexesDroppedAtStart(t *testing.T) {
	dir := t.TempDir()
	sockDir, err := os.MkdirTemp("", "front")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(sockDir)
	start := func() (*engine, context.CancelFunc, *mongo.Client, *mongo.Client) {
		ctx, cancel := context.WithCancel(context.Background())
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		e, err := startEngine(ctx, engineConfig{listener: ln, sqliteURL: "file:" + dir + "/", socketPath: sockDir + "/f.sock",
			logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		return e, cancel, connect(t, "mongodb://"+e.addr+"/?directConnection=true"), connect(t, "mongodb://"+url.PathEscape(e.socket)+"/?directConnection=true")
	}
	stop := func(e *engine, cancel context.CancelFunc, cs ...*mongo.Client) {
		for _, c := range cs {
			c.Disconnect(context.Background())
		}
		cancel()
		e.wait()
	}
	ctx := context.Background()
	names := func(c *mongo.Collection) []string {
		cur, err := c.Indexes().List(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var specs []bson.M
		if err := cur.All(ctx, &specs); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range specs {
			out = append(out, s["name"].(string))
		}
		return out
	}
	e, cancel, front, direct := start()
	if _, err := direct.Database("old").Collection("c").Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "a", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := front.Database("old").Collection("d").Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "b", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	if got := names(direct.Database("old").Collection("c")); len(got) != 2 {
		t.Fatalf("FerretDB's index not created: %v", got)
	}
	stop(e, cancel, front, direct)

	e, cancel, front, direct = start()
	defer stop(e, cancel, front, direct)
	if got := names(direct.Database("old").Collection("c")); len(got) != 1 {
		t.Fatalf("FerretDB's own index left: %v", got)
	}
	if got := names(front.Database("old").Collection("d")); len(got) != 2 || got[1] != "b_1" {
		t.Fatalf("the front's index after a restart: %v", got)
	}
	if s := te2Explain(t, front, "old", bson.D{{Key: "find", Value: "d"}, {Key: "filter", Value: bson.D{{Key: "b", Value: 1}}}}); s != "IXSCAN" {
		t.Fatalf("explain after a restart: %s", s)
	}
}

func te2Explain(t *testing.T, c *mongo.Client, db string, cmd bson.D) string {
	var res bson.M
	if err := c.Database(db).RunCommand(context.Background(), bson.D{{Key: "explain", Value: cmd}}).Decode(&res); err != nil {
		t.Fatal(err)
	}
	wp := res["queryPlanner"].(bson.M)["winningPlan"].(bson.M)
	return wp["stage"].(string)
}
