package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
)

// TestScanUsesIndexes checks SQLite's plan of the front's index scan: a range of the side table,
// then each document by the _id lookup index (a TEXT column compared with the index expression
// would lose the index to affinity: hence +s.docid).
func TestScanUsesIndexes(t *testing.T) {
	te := startTestEngine(t, 0)
	ctx := context.Background()
	c := te.front.Database("qp").Collection("c")
	if _, err := c.Indexes().CreateOne(ctx, mongo.IndexModel{Keys: bson.D{{Key: "a", Value: 1}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.InsertOne(ctx, bson.D{{Key: "a", Value: 1}}); err != nil {
		t.Fatal(err)
	}
	s, err := te.e.front.cat.db(ctx, "qp")
	if err != nil {
		t.Fatal(err)
	}
	meta, err := collectionMeta(ctx, s.rd, "c")
	if err != nil || meta == nil {
		t.Fatal(meta, err)
	}
	if err := s.ensureLookup(ctx, meta.table); err != nil {
		t.Fatal(err)
	}
	ix := s.collIndexes("c")[0]
	p := &plan{stage: "IXSCAN", ix: ix, ivs: []interval{{lo: []byte{1}, hi: []byte{2}}}}
	sc := newScanner(p, meta.table)
	tx, err := s.rd.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	q, args := sc.scanSQL(0, 10)
	rows, err := tx.QueryContext(ctx, "EXPLAIN QUERY PLAN "+q, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var steps []string
	for rows.Next() {
		var a, b, c2 int
		var d string
		if err := rows.Scan(&a, &b, &c2, &d); err != nil {
			t.Fatal(err)
		}
		steps = append(steps, d)
	}
	plan := strings.Join(steps, "; ")
	if !strings.Contains(plan, fmt.Sprintf("SEARCH s USING PRIMARY KEY")) || !strings.Contains(plan, "SEARCH t USING INDEX "+meta.table+lookupIndexSuffix) {
		t.Fatalf("query plan: %s", plan)
	}
}
