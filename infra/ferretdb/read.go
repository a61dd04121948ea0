package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.mongodb.org/mongo-driver/bson"
)

// The reads the front serves: find, count, aggregate (a $match with $sort/$skip/$limit and a
// count), getMore and killCursors of its own cursors, and explain.

const (
	maxMemSort      = 10000    // candidates a sort no index gives may read
	maxBatchBytes   = 16 << 20 // one batch of documents
	defaultBatch    = 101
	frontCursorFlag = int64(1) << 62
)

// query is a read the front may serve.
type query struct {
	db, coll  string
	filterRaw bson.D
	sortRaw   bson.D
	f         *filter
	srt       []sortKey
	proj      *projection
	skip      int64
	limit     int64 // 0: none
	batchSize int64 // -1: default
	single    bool
}

// readEnv is what a read needs: the database, FerretDB's table, the indexes with multikey bits.
type readEnv struct {
	s     *dbState
	tx    *sql.Tx
	meta  *collMeta
	multi map[int64]int64
	ixs   []*indexInfo
}

// openRead starts a read transaction on a collection; env nil means the front does not serve it
// (no such database or collection, or a capped collection).
func (f *front) openRead(ctx context.Context, db, coll string) (*readEnv, error) {
	s, err := f.cat.db(ctx, db)
	if errors.Is(err, errNoDatabase) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	tx, err := s.rd.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	meta, err := collectionMeta(ctx, tx, coll)
	if err != nil || meta == nil || meta.capped {
		tx.Rollback()
		return nil, err
	}
	if !s.hasLookup(meta.table) {
		tx.Rollback()
		if err := s.ensureLookup(ctx, meta.table); err != nil {
			return nil, err
		}
		if tx, err = s.rd.BeginTx(ctx, nil); err != nil {
			return nil, err
		}
	}
	env := &readEnv{s: s, tx: tx, meta: meta, multi: map[int64]int64{}, ixs: s.collIndexes(coll)}
	if len(env.ixs) > 0 {
		rows, err := tx.QueryContext(ctx, `SELECT id, multikey FROM `+catalogTable+` WHERE coll = ?`, coll)
		if err != nil {
			tx.Rollback()
			return nil, err
		}
		for rows.Next() {
			var id, bits int64
			if err := rows.Scan(&id, &bits); err != nil {
				rows.Close()
				tx.Rollback()
				return nil, err
			}
			env.multi[id] = bits
		}
		rows.Close()
	}
	return env, nil
}

func (s *dbState) hasLookup(table string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lookups[table]
}

func (e *readEnv) close() { e.tx.Rollback() }

// parseFind reads a find command; an error means forward it.
func parseFind(db string, cmd bson.D) (*query, error) {
	q := &query{db: db, batchSize: -1}
	for i, e := range cmd {
		if i == 0 {
			s, ok := e.Value.(string)
			if !ok {
				return nil, unsupported("find on a non-string")
			}
			q.coll = s
			continue
		}
		switch e.Key {
		case "filter":
			d, ok := e.Value.(bson.D)
			if !ok {
				return nil, unsupported("filter")
			}
			q.filterRaw = d
		case "sort":
			d, ok := e.Value.(bson.D)
			if !ok {
				return nil, unsupported("sort")
			}
			q.sortRaw = d
		case "projection":
			d, ok := e.Value.(bson.D)
			if !ok {
				return nil, unsupported("projection")
			}
			p, err := parseProjection(d)
			if err != nil {
				return nil, err
			}
			q.proj = p
		case "skip":
			n, ok := asInt(e.Value)
			if !ok || n < 0 {
				return nil, unsupported("skip")
			}
			q.skip = n
		case "limit":
			n, ok := asInt(e.Value)
			if !ok {
				return nil, unsupported("limit")
			}
			if n < 0 {
				n, q.single = -n, true
			}
			q.limit = n
		case "batchSize":
			n, ok := asInt(e.Value)
			if !ok || n < 0 {
				return nil, unsupported("batchSize")
			}
			q.batchSize = n
		case "singleBatch":
			q.single = truthy(e.Value)
		case "collation":
			d, _ := e.Value.(bson.D)
			if loc, _ := lookup(d, "locale"); loc != "simple" {
				return nil, unsupported("collation")
			}
		case "comment", "maxTimeMS", "readConcern", "lsid", "$clusterTime", "$db", "$readPreference",
			"allowDiskUse", "noCursorTimeout", "allowPartialResults", "apiVersion", "apiStrict",
			"apiDeprecationErrors", "$audit", "$client":
		case "showRecordId", "returnKey", "tailable", "awaitData", "oplogReplay":
			if truthy(e.Value) {
				return nil, unsupported("%s", e.Key)
			}
		default:
			return nil, unsupported("find option %s", e.Key)
		}
	}
	var err error
	if q.f, err = parseFilter(q.filterRaw); err != nil {
		return nil, err
	}
	if q.srt, err = parseSort(q.sortRaw); err != nil {
		return nil, err
	}
	return q, nil
}

// planFor plans a query in an open read; nil plan means forward.
func (f *front) planFor(ctx context.Context, env *readEnv, q *query) (*plan, error) {
	p := planQuery(q.f, q.srt, env.ixs, env.multi)
	if (p.stage == "IXSCAN" || p.stage == "OR") && p.memSort {
		n := 0
		for _, sp := range append([]*plan{p}, p.subs...) {
			switch {
			case sp.stage == "IDHACK":
				n += len(sp.ids)
			case sp.stage == "IXSCAN" && n <= maxMemSort:
				k, err := candidateCount(ctx, env.tx, sp, maxMemSort)
				if err != nil {
					return nil, err
				}
				n += k
			}
		}
		if n > maxMemSort {
			return &plan{stage: "COLLSCAN", reason: fmt.Sprintf("sort not given by an index and more than %d candidates", maxMemSort), f: q.f, sort: q.srt}, nil
		}
	}
	return p, nil
}

func (f *front) cmdFind(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	q, err := parseFind(db, cmd)
	if err != nil {
		coll, _ := cmd[0].Value.(string)
		f.noteForward(db, coll, "find", rawFilter(cmd, "filter"), rawFilter(cmd, "sort"), err.Error())
		return nil, false
	}
	env, err := f.openRead(ctx, db, q.coll)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	if env == nil {
		return nil, false
	}
	defer env.close()
	p, err := f.planFor(ctx, env, q)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	if p.stage == "COLLSCAN" {
		f.noteForward(db, q.coll, "find", q.filterRaw, q.sortRaw, p.reason)
		return nil, false
	}
	c := &frontCursor{db: db, coll: q.coll, table: env.meta.table, p: p, proj: q.proj, skip: q.skip, limit: q.limit}
	if err := c.prepare(ctx, env.tx); err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	n := q.batchSize
	if n < 0 {
		n = defaultBatch
	}
	if n == 0 && !q.single {
		// batchSize 0: an empty first batch and a cursor, as mongod answers
		return cursorReply(db+"."+q.coll, f.cursors.add(c), "firstBatch", nil), true
	}
	docs, err := c.nextBatch(ctx, env.tx, n)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	id := int64(0)
	if !c.exhausted && !q.single {
		id = f.cursors.add(c)
	}
	return cursorReply(db+"."+q.coll, id, "firstBatch", docs), true
}

func rawFilter(cmd bson.D, k string) bson.D {
	v, _ := get(cmd, k)
	d, _ := v.(bson.D)
	return d
}

func cursorReply(ns string, id int64, batchName string, docs []bson.Raw) bson.D {
	arr := make(bson.A, len(docs))
	for i, d := range docs {
		arr[i] = d
	}
	return bson.D{
		{Key: "cursor", Value: bson.D{{Key: batchName, Value: arr}, {Key: "id", Value: id}, {Key: "ns", Value: ns}}},
		{Key: "ok", Value: 1.0},
	}
}

// frontCursor is a find or aggregate the front serves, possibly over several batches.
type frontCursor struct {
	mu        sync.Mutex
	id        int64
	db, coll  string
	table     string
	p         *plan
	proj      *projection
	skip      int64
	limit     int64 // documents still to return; 0: no limit
	unlimited bool
	returned  int64
	sc        *scanner
	mem       []bson.D // IDHACK and in-memory sorts: the remaining documents
	memMode   bool
	exhausted bool
	lastUse   time.Time
}

// prepare reads everything up front for in-memory plans.
func (c *frontCursor) prepare(ctx context.Context, tx *sql.Tx) error {
	switch {
	case c.p.stage == "IDHACK":
		docs, err := fetchByIDs(ctx, tx, c.table, c.p.ids)
		if err != nil {
			return err
		}
		var out []bson.D
		for _, d := range docs {
			if c.p.f.matches(d) {
				out = append(out, d)
			}
		}
		c.mem, c.memMode = out, true
	case c.p.stage == "OR":
		seen := map[string]bool{}
		var out []bson.D
		for _, sp := range c.p.subs {
			sub := &frontCursor{table: c.table, p: sp}
			if err := sub.prepare(ctx, tx); err != nil {
				return err
			}
			docs := sub.mem
			if !sub.memMode {
				var skip int64
				var err error
				if docs, _, err = sub.sc.next(ctx, tx, 0, math.MaxInt, &skip); err != nil {
					return err
				}
			}
			for _, d := range docs {
				id, _ := lookup(d, "_id")
				k := string(keyOf(id))
				if seen[k] {
					continue
				}
				seen[k] = true
				if c.p.f.matches(d) {
					out = append(out, d)
				}
			}
		}
		c.mem, c.memMode = out, true
	case c.p.memSort:
		sc := newScanner(c.p, c.table)
		var skip int64
		docs, _, err := sc.next(ctx, tx, 0, math.MaxInt, &skip)
		if err != nil {
			return err
		}
		c.mem, c.memMode = docs, true
	default:
		c.sc = newScanner(c.p, c.table)
		c.sc.want = c.wantedFields()
		return nil
	}
	if len(c.p.sort) > 0 {
		sortDocs(c.mem, c.p.sort)
	}
	if c.skip > 0 {
		if c.skip >= int64(len(c.mem)) {
			c.mem = nil
		} else {
			c.mem = c.mem[c.skip:]
		}
		c.skip = 0
	}
	return nil
}

// wantedFields is what a streamed read decodes of each stored document (nil: all of it): the
// fields the projection returns, and those the filter, the sort and the index's keys read. A
// CSV export of every quote, for one, leaves each quote's search keys unparsed.
func (c *frontCursor) wantedFields() fieldsWanted {
	if c.proj == nil {
		return nil
	}
	need := map[string]bool{"_id": true}
	if c.p.f != nil {
		c.p.f.topFields(need)
	}
	for _, k := range c.p.sort {
		if len(k.parts) > 0 {
			need[k.parts[0]] = true
		}
	}
	if c.p.ix != nil && c.p.ix.ks != nil {
		for _, parts := range c.p.ix.ks.parts {
			if len(parts) > 0 {
				need[parts[0]] = true
			}
		}
	}
	if c.proj.include {
		for k := range c.proj.tree.children {
			need[k] = true
		}
		return func(k string) bool { return need[k] }
	}
	drop := map[string]bool{}
	for k, n := range c.proj.tree.children {
		if n.leaf && !need[k] {
			drop[k] = true
		}
	}
	if len(drop) == 0 {
		return nil
	}
	return func(k string) bool { return !drop[k] }
}

// nextBatch returns up to n documents (n == 0: as many as fit in a batch).
func (c *frontCursor) nextBatch(ctx context.Context, tx *sql.Tx, n int64) ([]bson.Raw, error) {
	if c.limit > 0 {
		left := c.limit - c.returned
		if n == 0 || n > left {
			n = left
		}
	}
	var docs []bson.D
	if c.memMode {
		take := int64(len(c.mem))
		if n > 0 && n < take {
			take = n
		}
		docs, c.mem = c.mem[:take], c.mem[take:]
		c.exhausted = len(c.mem) == 0
	} else {
		var done bool
		var err error
		docs, done, err = c.sc.next(ctx, tx, int(n), maxBatchBytes, &c.skip)
		if err != nil {
			return nil, err
		}
		c.exhausted = done
	}
	out := make([]bson.Raw, 0, len(docs))
	for _, d := range docs {
		if c.proj != nil {
			d = c.proj.apply(d)
		}
		raw, err := bson.Marshal(d)
		if err != nil {
			return nil, err
		}
		out = append(out, raw)
	}
	c.returned += int64(len(docs))
	if c.limit > 0 && c.returned >= c.limit {
		c.exhausted = true
	}
	return out, nil
}

// cursorRegistry holds the front's open cursors; their ids have bit 62 set, which FerretDB's
// sequential ids never reach.
type cursorRegistry struct {
	mu   sync.Mutex
	m    map[int64]*frontCursor
	next atomic.Int64
}

func (r *cursorRegistry) add(c *frontCursor) int64 {
	c.id = frontCursorFlag | r.next.Add(1)
	c.lastUse = time.Now()
	r.mu.Lock()
	r.m[c.id] = c
	r.mu.Unlock()
	return c.id
}

func (r *cursorRegistry) get(id int64) *frontCursor {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.m[id]
}

func (r *cursorRegistry) remove(id int64) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	_, ok := r.m[id]
	delete(r.m, id)
	return ok
}

func (f *front) cursorReaper(ctx context.Context) {
	t := time.NewTicker(time.Second * 10)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		f.expireCursors(time.Now().Add(-f.cursorIdle))
	}
}

func (f *front) expireCursors(before time.Time) {
	f.cursors.mu.Lock()
	defer f.cursors.mu.Unlock()
	for id, c := range f.cursors.m {
		if c.mu.TryLock() {
			if c.lastUse.Before(before) {
				delete(f.cursors.m, id)
			}
			c.mu.Unlock()
		}
	}
}

func isFrontCursor(id int64) bool { return id&frontCursorFlag != 0 && id > 0 }

func (f *front) cmdGetMore(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	id, ok := cmd[0].Value.(int64)
	if !ok || !isFrontCursor(id) {
		return nil, false
	}
	coll := getString(cmd, "collection")
	c := f.cursors.get(id)
	if c == nil || c.db != db || c.coll != coll {
		return errorDoc(43, "CursorNotFound", fmt.Sprintf("cursor id %d not found", id)), true
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	var n int64
	if v, ok := get(cmd, "batchSize"); ok {
		n, _ = asInt(v)
		if n < 0 {
			n = 0
		}
	}
	var docs []bson.Raw
	if c.memMode {
		var err error
		if docs, err = c.nextBatch(ctx, nil, n); err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
	} else {
		s, err := f.cat.db(ctx, db)
		if err != nil {
			f.cursors.remove(id)
			return errorDoc(43, "CursorNotFound", fmt.Sprintf("cursor id %d not found", id)), true
		}
		tx, err := s.rd.BeginTx(ctx, nil)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		docs, err = c.nextBatch(ctx, tx, n)
		tx.Rollback()
		if err != nil {
			f.cursors.remove(id)
			return errorDoc(1, "InternalError", err.Error()), true
		}
	}
	c.lastUse = time.Now()
	rid := id
	if c.exhausted {
		f.cursors.remove(id)
		rid = 0
	}
	return cursorReply(db+"."+coll, rid, "nextBatch", docs), true
}

func (cc *conn) cmdKillCursors(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	v, _ := get(cmd, "cursors")
	arr, ok := v.(bson.A)
	if !ok {
		return nil, false
	}
	var mine, theirs bson.A
	for _, x := range arr {
		if id, ok := x.(int64); ok && isFrontCursor(id) {
			mine = append(mine, id)
		} else {
			theirs = append(theirs, x)
		}
	}
	if len(mine) == 0 {
		return nil, false
	}
	killed, notFound := bson.A{}, bson.A{}
	for _, x := range mine {
		if cc.f.cursors.remove(x.(int64)) {
			killed = append(killed, x)
		} else {
			notFound = append(notFound, x)
		}
	}
	alive, unknown := bson.A{}, bson.A{}
	if len(theirs) > 0 {
		sub := bson.D{{Key: "killCursors", Value: cmd[0].Value}, {Key: "cursors", Value: theirs}, {Key: "$db", Value: db}}
		raw, err := cc.roundTrip(sub)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		r := toD(raw)
		for _, k := range []string{"cursorsKilled", "cursorsNotFound", "cursorsAlive", "cursorsUnknown"} {
			x, _ := lookup(r, k)
			a, _ := x.(bson.A)
			switch k {
			case "cursorsKilled":
				killed = append(killed, a...)
			case "cursorsNotFound":
				notFound = append(notFound, a...)
			case "cursorsAlive":
				alive = append(alive, a...)
			case "cursorsUnknown":
				unknown = append(unknown, a...)
			}
		}
	}
	return bson.D{
		{Key: "cursorsKilled", Value: killed}, {Key: "cursorsNotFound", Value: notFound},
		{Key: "cursorsAlive", Value: alive}, {Key: "cursorsUnknown", Value: unknown}, {Key: "ok", Value: 1.0},
	}, true
}

// countQuery counts the matches of q (skip and limit applied); ok false means forward.
func (f *front) countQuery(ctx context.Context, q *query) (int64, *plan, bool, error) {
	env, err := f.openRead(ctx, q.db, q.coll)
	if err != nil || env == nil {
		return 0, nil, false, err
	}
	defer env.close()
	var total int64
	var p *plan
	if q.f.empty() {
		p = &plan{stage: "COUNT_SCAN", exact: true}
		err = env.tx.QueryRowContext(ctx, fmt.Sprintf(`SELECT count(*) FROM %q`, env.meta.table)).Scan(&total)
		if err != nil {
			return 0, nil, false, err
		}
	} else {
		if p, err = f.planFor(ctx, env, q); err != nil {
			return 0, nil, false, err
		}
		switch {
		case p.stage == "COLLSCAN":
			return 0, p, false, nil
		case p.stage == "IXSCAN" && p.exact:
			if total, err = exactCount(ctx, env.tx, p); err != nil {
				return 0, nil, false, err
			}
		default:
			c := &frontCursor{table: env.meta.table, p: p}
			if err := c.prepare(ctx, env.tx); err != nil {
				return 0, nil, false, err
			}
			if c.memMode {
				total = int64(len(c.mem))
			} else {
				var skip int64
				for {
					docs, done, err := c.sc.next(ctx, env.tx, 10000, math.MaxInt, &skip)
					if err != nil {
						return 0, nil, false, err
					}
					total += int64(len(docs))
					if done {
						break
					}
				}
			}
		}
	}
	total -= q.skip
	if total < 0 {
		total = 0
	}
	if q.limit > 0 && total > q.limit {
		total = q.limit
	}
	return total, p, true, nil
}

func (f *front) cmdCount(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	q, err := parseCount(db, cmd)
	if err != nil {
		coll, _ := cmd[0].Value.(string)
		f.noteForward(db, coll, "count", rawFilter(cmd, "query"), nil, err.Error())
		return nil, false
	}
	n, p, ok, err := f.countQuery(ctx, q)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	if !ok {
		if p != nil {
			f.noteForward(db, q.coll, "count", q.filterRaw, nil, p.reason)
		}
		return nil, false
	}
	return bson.D{{Key: "n", Value: int32OrInt64(n)}, {Key: "ok", Value: 1.0}}, true
}

func int32OrInt64(n int64) any {
	if n <= math.MaxInt32 {
		return int32(n)
	}
	return n
}

func parseCount(db string, cmd bson.D) (*query, error) {
	q := &query{db: db}
	for i, e := range cmd {
		if i == 0 {
			s, ok := e.Value.(string)
			if !ok {
				return nil, unsupported("count on a non-string")
			}
			q.coll = s
			continue
		}
		switch e.Key {
		case "query":
			d, ok := e.Value.(bson.D)
			if !ok && e.Value != nil {
				return nil, unsupported("query")
			}
			q.filterRaw = d
		case "skip":
			n, ok := asInt(e.Value)
			if !ok || n < 0 {
				return nil, unsupported("skip")
			}
			q.skip = n
		case "limit":
			n, ok := asInt(e.Value)
			if !ok {
				return nil, unsupported("limit")
			}
			if n < 0 {
				n = -n
			}
			q.limit = n
		case "comment", "maxTimeMS", "readConcern", "lsid", "$clusterTime", "$db", "$readPreference", "apiVersion", "apiStrict", "apiDeprecationErrors":
		default:
			return nil, unsupported("count option %s", e.Key)
		}
	}
	var err error
	q.f, err = parseFilter(q.filterRaw)
	return q, err
}

// parseAggregate reads a pipeline of $match, then $sort/$skip/$limit, then at most one count
// stage ($count, or $group with a constant _id and {$sum: 1}).
func parseAggregate(db string, cmd bson.D) (q *query, countField string, group bson.D, err error) {
	q = &query{db: db, batchSize: -1}
	var pipeline bson.A
	for i, e := range cmd {
		if i == 0 {
			s, ok := e.Value.(string)
			if !ok {
				return nil, "", nil, unsupported("aggregate without a collection")
			}
			q.coll = s
			continue
		}
		switch e.Key {
		case "pipeline":
			pipeline, _ = e.Value.(bson.A)
		case "cursor":
			d, _ := e.Value.(bson.D)
			if v, ok := lookup(d, "batchSize"); ok {
				n, ok := asInt(v)
				if !ok || n < 0 {
					return nil, "", nil, unsupported("batchSize")
				}
				q.batchSize = n
			}
		case "collation":
			d, _ := e.Value.(bson.D)
			if loc, _ := lookup(d, "locale"); loc != "simple" {
				return nil, "", nil, unsupported("collation")
			}
		case "comment", "maxTimeMS", "readConcern", "lsid", "$clusterTime", "$db", "$readPreference", "allowDiskUse", "apiVersion", "apiStrict", "apiDeprecationErrors":
		default:
			return nil, "", nil, unsupported("aggregate option %s", e.Key)
		}
	}
	stage := 0
	for _, st := range pipeline {
		d, ok := st.(bson.D)
		if !ok || len(d) != 1 {
			return nil, "", nil, unsupported("pipeline stage")
		}
		name, v := d[0].Key, d[0].Value
		switch {
		case name == "$match" && stage == 0 && q.filterRaw == nil:
			m, ok := v.(bson.D)
			if !ok {
				return nil, "", nil, unsupported("$match")
			}
			q.filterRaw = m
		case name == "$sort" && stage <= 1 && q.sortRaw == nil:
			s, ok := v.(bson.D)
			if !ok {
				return nil, "", nil, unsupported("$sort")
			}
			q.sortRaw, stage = s, 1
		case name == "$skip" && stage <= 2 && q.limit == 0:
			n, ok := asInt(v)
			if !ok || n < 0 {
				return nil, "", nil, unsupported("$skip")
			}
			q.skip += n
			stage = 2
		case name == "$limit" && stage <= 3:
			n, ok := asInt(v)
			if !ok || n <= 0 {
				return nil, "", nil, unsupported("$limit")
			}
			if q.limit == 0 || n < q.limit {
				q.limit = n
			}
			stage = 3
		case name == "$count" && stage <= 3:
			s, ok := v.(string)
			if !ok || s == "" || strings.HasPrefix(s, "$") || strings.Contains(s, ".") {
				return nil, "", nil, unsupported("$count")
			}
			countField, stage = s, 4
		case name == "$group" && stage <= 3:
			g, ok := v.(bson.D)
			if !ok || len(g) != 2 || g[0].Key != "_id" {
				return nil, "", nil, unsupported("$group")
			}
			if s, isStr := g[0].Value.(string); isStr && strings.HasPrefix(s, "$") {
				return nil, "", nil, unsupported("$group by a field")
			}
			if _, isDoc := g[0].Value.(bson.D); isDoc {
				return nil, "", nil, unsupported("$group by an expression")
			}
			acc, ok := g[1].Value.(bson.D)
			if !ok || len(acc) != 1 || acc[0].Key != "$sum" {
				return nil, "", nil, unsupported("$group accumulator")
			}
			if n, ok := asInt(acc[0].Value); !ok || n != 1 {
				return nil, "", nil, unsupported("$group accumulator")
			}
			group, stage = g, 4
		default:
			return nil, "", nil, unsupported("pipeline stage %s", name)
		}
	}
	if q.f, err = parseFilter(q.filterRaw); err != nil {
		return nil, "", nil, err
	}
	if q.srt, err = parseSort(q.sortRaw); err != nil {
		return nil, "", nil, err
	}
	return q, countField, group, nil
}

func (f *front) cmdAggregate(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	q, countField, group, err := parseAggregate(db, cmd)
	if err != nil {
		coll, _ := cmd[0].Value.(string)
		f.noteForward(db, coll, "aggregate", nil, nil, err.Error())
		return nil, false
	}
	if countField != "" || group != nil {
		n, p, ok, err := f.countQuery(ctx, q)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		if !ok {
			if p != nil {
				f.noteForward(db, q.coll, "aggregate", q.filterRaw, nil, p.reason)
			}
			return nil, false
		}
		var docs []bson.Raw
		if n > 0 {
			var d bson.D
			if countField != "" {
				d = bson.D{{Key: countField, Value: int32OrInt64(n)}}
			} else {
				d = bson.D{{Key: "_id", Value: group[0].Value}, {Key: group[1].Key, Value: int32OrInt64(n)}}
			}
			raw, _ := bson.Marshal(d)
			docs = append(docs, raw)
		}
		return cursorReply(db+"."+q.coll, 0, "firstBatch", docs), true
	}
	if q.f.empty() && len(q.srt) == 0 {
		// a plain read of everything: FerretDB does it as well
		return nil, false
	}
	findCmd := bson.D{{Key: "find", Value: q.coll}, {Key: "filter", Value: q.filterRaw}}
	if q.sortRaw != nil {
		findCmd = append(findCmd, bson.E{Key: "sort", Value: q.sortRaw})
	}
	findCmd = append(findCmd, bson.E{Key: "skip", Value: q.skip}, bson.E{Key: "limit", Value: q.limit})
	if q.batchSize >= 0 {
		findCmd = append(findCmd, bson.E{Key: "batchSize", Value: q.batchSize})
	}
	return f.cmdFind(ctx, db, findCmd)
}

// cmdExplain answers from the planner, without running the query.
func (f *front) cmdExplain(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	inner, ok := cmd[0].Value.(bson.D)
	if !ok || len(inner) == 0 {
		return nil, false
	}
	op := inner[0].Key
	coll, _ := inner[0].Value.(string)
	var q *query
	var err error
	var isCount bool
	switch strings.ToLower(op) {
	case "find":
		q, err = parseFind(db, inner)
	case "count":
		q, err = parseCount(db, inner)
		isCount = true
	case "aggregate":
		var cf string
		var g bson.D
		q, cf, g, err = parseAggregate(db, inner)
		isCount = cf != "" || g != nil
	case "update", "delete":
		key := "updates"
		if strings.ToLower(op) == "delete" {
			key = "deletes"
		}
		v, _ := get(inner, key)
		arr, _ := v.(bson.A)
		if len(arr) != 1 {
			return nil, false
		}
		st, _ := arr[0].(bson.D)
		q = &query{db: db, coll: coll}
		q.filterRaw = rawFilter(st, "q")
		q.f, err = parseFilter(q.filterRaw)
	case "findandmodify":
		q = &query{db: db, coll: coll}
		q.filterRaw = rawFilter(inner, "query")
		q.sortRaw = rawFilter(inner, "sort")
		if q.f, err = parseFilter(q.filterRaw); err == nil {
			q.srt, err = parseSort(q.sortRaw)
		}
	default:
		return nil, false
	}
	ns := db + "." + coll
	collscan := func(reason string) (bson.D, bool) {
		return explainReply(ns, bson.D{{Key: "stage", Value: "COLLSCAN"}, {Key: "reason", Value: reason}}), true
	}
	if err != nil {
		return collscan(err.Error())
	}
	env, err := f.openRead(ctx, db, q.coll)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	if env == nil {
		return collscan("collection does not exist or is capped")
	}
	defer env.close()
	if isCount && q.f.empty() {
		return explainReply(ns, bson.D{{Key: "stage", Value: "COUNT"}, {Key: "inputStage", Value: bson.D{{Key: "stage", Value: "RECORD_STORE_FAST_COUNT"}}}}), true
	}
	p, err := f.planFor(ctx, env, q)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	return explainReply(ns, explainPlan(p)), true
}

func explainPlan(p *plan) bson.D {
	switch p.stage {
	case "COLLSCAN":
		return bson.D{{Key: "stage", Value: "COLLSCAN"}, {Key: "reason", Value: p.reason}}
	case "IDHACK":
		return bson.D{{Key: "stage", Value: "IDHACK"}, {Key: "indexName", Value: "_id_"}, {Key: "sortInMemory", Value: p.memSort}}
	case "OR":
		var in bson.A
		for _, sp := range p.subs {
			in = append(in, explainPlan(sp))
		}
		return bson.D{{Key: "stage", Value: "OR"}, {Key: "inputStages", Value: in}, {Key: "sortInMemory", Value: true}}
	}
	dir := "forward"
	if p.reverse {
		dir = "backward"
	}
	return bson.D{
		{Key: "stage", Value: "IXSCAN"},
		{Key: "indexName", Value: p.ix.name},
		{Key: "keyPattern", Value: p.ix.key},
		{Key: "isMultiKey", Value: p.multi != 0},
		{Key: "direction", Value: dir},
		{Key: "indexBounds", Value: p.bounds},
		{Key: "intervals", Value: int32(len(p.ivs))},
		{Key: "mergeSort", Value: p.merge},
		{Key: "sortInMemory", Value: p.memSort},
		{Key: "countInIndex", Value: p.exact},
	}
}

func explainReply(ns string, winning bson.D) bson.D {
	return bson.D{
		{Key: "queryPlanner", Value: bson.D{
			{Key: "namespace", Value: ns},
			{Key: "winningPlan", Value: winning},
			{Key: "rejectedPlans", Value: bson.A{}},
		}},
		{Key: "servedBy", Value: "ferretdb-embedded front"},
		{Key: "ok", Value: 1.0},
	}
}
