package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

func TestConcurrentCounter(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("cc").Collection("counters")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "name", Value: 1}}, Options: options.Index().SetUnique(true)}); err != nil {
		t.Fatal(err)
	}
	clients, per := 16, 1000
	if testing.Short() {
		per = 100
	}
	var wg sync.WaitGroup
	errs := make(chan error, clients)
	for i := 0; i < clients; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			filter := bson.D{{Key: "name", Value: "seq"}}
			inc := bson.D{{Key: "$inc", Value: bson.D{{Key: "n", Value: 1}}}}
			for k := 0; k < per; k++ {
				var err error
				if i%2 == 0 {
					err = c.FindOneAndUpdate(ctx, filter, inc, options.FindOneAndUpdate().SetUpsert(true)).Err()
					if errors.Is(err, mongo.ErrNoDocuments) {
						err = nil // the upsert's "before" image
					}
				} else {
					_, err = c.UpdateOne(ctx, filter, inc, options.Update().SetUpsert(true))
				}
				if err != nil {
					errs <- fmt.Errorf("client %d op %d: %w", i, k, err)
					return
				}
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	var doc bson.M
	if err := c.FindOne(ctx, bson.D{{Key: "name", Value: "seq"}}).Decode(&doc); err != nil {
		t.Fatal(err)
	}
	if doc["n"] != int32(clients*per) {
		t.Fatalf("counter %v, want %d", doc["n"], clients*per)
	}
	if n, _ := c.CountDocuments(ctx, bson.D{}); n != 1 {
		t.Fatalf("%d counter documents", n)
	}
}

func TestConcurrentClaims(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("cc").Collection("jobs")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "status", Value: 1}, {Key: "at", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	rounds := 200
	if testing.Short() {
		rounds = 50
	}
	for r := 0; r < rounds; r++ {
		res, err := c.InsertOne(ctx, bson.D{{Key: "status", Value: "open"}, {Key: "at", Value: r}})
		if err != nil {
			t.Fatal(err)
		}
		id := res.InsertedID
		var wg sync.WaitGroup
		wins := make([]bool, 2)
		errs := make([]error, 2)
		for w := 0; w < 2; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				if (r+w)%2 == 0 {
					ur, err := c.UpdateOne(ctx, bson.D{{Key: "_id", Value: id}, {Key: "status", Value: "open"}},
						bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: "claimed"}, {Key: "by", Value: w}}}})
					errs[w] = err
					wins[w] = err == nil && ur.ModifiedCount == 1
				} else {
					// claim the oldest open job, as a worker queue does
					var d bson.M
					err := c.FindOneAndUpdate(ctx, bson.D{{Key: "status", Value: "open"}},
						bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: "claimed"}, {Key: "by", Value: w}}}},
						options.FindOneAndUpdate().SetSort(bson.D{{Key: "at", Value: 1}})).Decode(&d)
					if errors.Is(err, mongo.ErrNoDocuments) {
						err = nil
					} else if err == nil {
						wins[w] = d["_id"] == id
					}
					errs[w] = err
				}
			}(w)
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if wins[0] == wins[1] {
			t.Fatalf("round %d: winners %v", r, wins)
		}
		var d bson.M
		if err := c.FindOne(ctx, bson.D{{Key: "_id", Value: id}}).Decode(&d); err != nil {
			t.Fatal(err)
		}
		want := int32(0)
		if wins[1] {
			want = 1
		}
		if d["status"] != "claimed" || d["by"] != want {
			t.Fatalf("round %d: %v, winners %v", r, d, wins)
		}
	}
}

func TestUniqueRace(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("cc").Collection("users")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "email", Value: 1}}, Options: options.Index().SetUnique(true)}); err != nil {
		t.Fatal(err)
	}
	rounds := 100
	if testing.Short() {
		rounds = 30
	}
	for r := 0; r < rounds; r++ {
		email := fmt.Sprintf("u%d@example.com", r)
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for w := 0; w < 2; w++ {
			wg.Add(1)
			go func(w int) {
				defer wg.Done()
				if r%2 == 0 || w == 0 {
					_, errs[w] = c.InsertOne(ctx, bson.D{{Key: "email", Value: email}, {Key: "w", Value: w}})
				} else {
					// an upsert racing an insert
					_, errs[w] = c.UpdateOne(ctx, bson.D{{Key: "email", Value: email}}, bson.D{{Key: "$setOnInsert", Value: bson.D{{Key: "w", Value: w}}}}, options.Update().SetUpsert(true))
				}
			}(w)
		}
		wg.Wait()
		dups := 0
		for w, err := range errs {
			if err == nil {
				continue
			}
			if !hasCode(err, 11000) {
				t.Fatalf("round %d: %v", r, err)
			}
			dups++
			var we mongo.WriteException
			if errors.As(err, &we) {
				e := we.WriteErrors[0]
				if want := fmt.Sprintf(`index: email_1 dup key: { email: "%s" }`, email); !containsStr(e.Message, want) {
					t.Fatalf("round %d worker %d: message %q", r, w, e.Message)
				}
			}
		}
		n, err := c.CountDocuments(ctx, bson.D{{Key: "email", Value: email}})
		if err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Fatalf("round %d: %d documents", r, n)
		}
		if r%2 == 0 && dups != 1 {
			t.Fatalf("round %d: %d duplicate errors for two inserts", r, dups)
		}
	}
}

func containsStr(s, sub string) bool {
	return len(sub) == 0 || (len(s) >= len(sub) && indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// TestConcurrentWritesAcrossCollections: a public quote request's writes (a rate-limit upsert, an id
// counter, inserts into three collections, a job claimed and deleted), 16 requests at a time, all
// reaching one database file (SQLite takes one writer per file, whatever the collection). Every write
// is acknowledged and counted once, and none waits on another for ever.
func TestConcurrentWritesAcrossCollections(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	db := te.front.Database("cw")
	limits, counters, quotes, jobs := db.Collection("rate_limits"), db.Collection("counters"), db.Collection("quotes"), db.Collection("jobs")
	if _, err := jobs.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "status", Value: 1}, {Key: "n", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	clients, per := 16, 60
	if testing.Short() {
		per = 15
	}
	upsert := options.FindOneAndUpdate().SetUpsert(true).SetReturnDocument(options.After)
	steps := []struct {
		name string
		run  func(i, k int) error
	}{
		{"rate limit", func(i, k int) error {
			return limits.FindOneAndUpdate(ctx, bson.D{{Key: "_id", Value: "ip"}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "points", Value: 1}}}}, upsert).Err()
		}},
		{"id counter", func(i, k int) error {
			return counters.FindOneAndUpdate(ctx, bson.D{{Key: "_id", Value: "quotes"}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "seq", Value: 1}}}}, upsert).Err()
		}},
		{"quote", func(i, k int) error {
			_, err := quotes.InsertOne(ctx, bson.D{{Key: "client", Value: i}, {Key: "k", Value: k}})
			return err
		}},
		{"job", func(i, k int) error {
			_, err := jobs.InsertOne(ctx, bson.D{{Key: "status", Value: "open"}, {Key: "n", Value: i*per + k}})
			return err
		}},
		{"claim and finish a job", func(i, k int) error {
			var d bson.M
			err := jobs.FindOneAndUpdate(ctx, bson.D{{Key: "status", Value: "open"}}, bson.D{{Key: "$set", Value: bson.D{{Key: "status", Value: "claimed"}}}},
				options.FindOneAndUpdate().SetSort(bson.D{{Key: "n", Value: 1}})).Decode(&d)
			if err != nil {
				return err
			}
			_, err = jobs.DeleteOne(ctx, bson.D{{Key: "_id", Value: d["_id"]}})
			return err
		}},
	}
	var wg sync.WaitGroup
	errs := make(chan error, clients)
	for i := 0; i < clients; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for k := 0; k < per; k++ {
				for _, step := range steps {
					if err := step.run(i, k); err != nil {
						errs <- fmt.Errorf("client %d request %d, %s: %w", i, k, step.name, err)
						return
					}
				}
			}
		}(i)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	total := clients * per
	for _, c := range []struct {
		what  string
		coll  *mongo.Collection
		id    string
		field string
	}{{"rate limit", limits, "ip", "points"}, {"id counter", counters, "quotes", "seq"}} {
		var d bson.M
		if err := c.coll.FindOne(ctx, bson.D{{Key: "_id", Value: c.id}}).Decode(&d); err != nil {
			t.Fatal(err)
		}
		if d[c.field] != int32(total) {
			t.Errorf("%s: %v, want %d", c.what, d[c.field], total)
		}
	}
	if n, _ := quotes.CountDocuments(ctx, bson.D{}); n != int64(total) {
		t.Errorf("%d quotes, want %d", n, total)
	}
	if n, _ := jobs.CountDocuments(ctx, bson.D{}); n != 0 {
		t.Errorf("%d jobs left, want 0 (each claimed once and finished)", n)
	}
}
