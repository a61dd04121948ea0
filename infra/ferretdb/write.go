package main

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// Writes with a filter run under a per-collection lock: the front resolves the filter to _id
// values with its planner, then has FerretDB write each document by its _id alone (a filter
// FerretDB pushes down for string and ObjectId _id values), or deletes in SQL itself.

// resolveIDs returns the _id values of the documents a filter matches (at most limit, 0: all),
// in the order of srt; ok false means the planner cannot serve the filter.
func (f *front) resolveIDs(ctx context.Context, db, coll string, filterRaw, sortRaw bson.D, limit int64) (ids []any, table string, ok bool, err error) {
	fl, err := parseFilter(filterRaw)
	if err != nil {
		return nil, "", false, nil
	}
	srt, err := parseSort(sortRaw)
	if err != nil {
		return nil, "", false, nil
	}
	if fl.empty() {
		return nil, "", false, nil
	}
	env, err := f.openRead(ctx, db, coll)
	if err != nil {
		return nil, "", false, err
	}
	if env == nil {
		return nil, "", false, nil
	}
	defer env.close()
	p, err := f.planFor(ctx, env, &query{f: fl, srt: srt})
	if err != nil {
		return nil, "", false, err
	}
	if p.stage == "COLLSCAN" {
		return nil, "", false, nil
	}
	c := &frontCursor{table: env.meta.table, p: p, limit: limit}
	if err := c.prepare(ctx, env.tx); err != nil {
		return nil, "", false, err
	}
	for {
		var docs []bson.D
		if c.memMode {
			docs, c.mem = c.mem, nil
			c.exhausted = true
		} else {
			n := 1000
			if limit > 0 {
				n = int(limit) - len(ids)
			}
			var done bool
			docs, done, err = c.sc.next(ctx, env.tx, n, math.MaxInt, &c.skip)
			if err != nil {
				return nil, "", false, err
			}
			c.exhausted = done
		}
		for _, d := range docs {
			id, has := lookup(d, "_id")
			if has {
				ids = append(ids, id)
			}
			if limit > 0 && int64(len(ids)) >= limit {
				return ids, env.meta.table, true, nil
			}
		}
		if c.exhausted {
			return ids, env.meta.table, true, nil
		}
	}
}

// ---- insert ----

func (cc *conn) cmdInsert(ctx context.Context, m *message, pm *opMsg, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok || pm.moreToCome() {
		return nil, false
	}
	raw, err := cc.forwardRaw(m)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	res := toD(raw)
	if s, err := cc.f.cat.db(ctx, db); err == nil {
		if meta, err := collectionMeta(ctx, s.rd, coll); err == nil && meta != nil && !s.hasLookup(meta.table) {
			_ = s.ensureLookup(ctx, meta.table)
		}
	}
	v, _ := lookup(res, "writeErrors")
	wes, _ := v.(bson.A)
	if len(wes) == 0 {
		return res, true
	}
	dv, _ := get(cmd, "documents")
	docs, _ := dv.(bson.A)
	for i, w := range wes {
		we, _ := w.(bson.D)
		code, _ := lookup(we, "code")
		if n, _ := asInt(code); n != 11000 {
			continue
		}
		idx, _ := lookup(we, "index")
		n, _ := asInt(idx)
		if n < 0 || int(n) >= len(docs) {
			continue
		}
		doc, _ := docs[n].(bson.D)
		id, _ := lookup(doc, "_id")
		if dup := cc.f.identifyDup(ctx, db, coll, id, doc, -1); dup != nil {
			wes[i] = append(bson.D{{Key: "index", Value: int32(n)}}, dup.fields()...)
		}
	}
	return setField(res, "writeErrors", wes), true
}

func setField(d bson.D, k string, v any) bson.D {
	for i := range d {
		if d[i].Key == k {
			d[i].Value = v
			return d
		}
	}
	return append(d, bson.E{Key: k, Value: v})
}

// dupKey describes a unique-index violation as mongod reports it.
type dupKey struct {
	ns         string
	index      string
	keyPattern bson.D
	keyValue   bson.D
}

func (d *dupKey) message() string {
	var parts []string
	for _, e := range d.keyValue {
		parts = append(parts, e.Key+": "+formatValue(e.Value))
	}
	return fmt.Sprintf("E11000 duplicate key error collection: %s index: %s dup key: { %s }", d.ns, d.index, strings.Join(parts, ", "))
}

func (d *dupKey) fields() bson.D {
	return bson.D{
		{Key: "code", Value: int32(11000)},
		{Key: "errmsg", Value: d.message()},
		{Key: "keyPattern", Value: d.keyPattern},
		{Key: "keyValue", Value: d.keyValue},
	}
}

func (d *dupKey) commandError() bson.D {
	return bson.D{
		{Key: "ok", Value: 0.0},
		{Key: "errmsg", Value: d.message()},
		{Key: "code", Value: int32(11000)},
		{Key: "codeName", Value: "DuplicateKey"},
		{Key: "keyPattern", Value: d.keyPattern},
		{Key: "keyValue", Value: d.keyValue},
	}
}

// formatValue prints a value the way mongod's duplicate key messages do.
func formatValue(v any) string {
	switch v := v.(type) {
	case string:
		return strconv.Quote(v)
	case nil:
		return "null"
	case primitive.ObjectID:
		return "ObjectId('" + v.Hex() + "')"
	case int32:
		return strconv.FormatInt(int64(v), 10)
	case int64:
		return strconv.FormatInt(v, 10)
	case float64:
		return strconv.FormatFloat(v, 'g', -1, 64)
	case bool:
		return strconv.FormatBool(v)
	case primitive.DateTime:
		return "new Date(" + strconv.FormatInt(int64(v), 10) + ")"
	case primitive.Undefined:
		return "undefined"
	case bson.D:
		var parts []string
		for _, e := range v {
			parts = append(parts, e.Key+": "+formatValue(e.Value))
		}
		return "{ " + strings.Join(parts, ", ") + " }"
	case bson.A:
		var parts []string
		for _, e := range v {
			parts = append(parts, formatValue(e))
		}
		return "[ " + strings.Join(parts, ", ") + " ]"
	}
	return fmt.Sprint(v)
}

// identifyDup finds which unique index a document (or, doc nil, the document FerretDB tried to
// write with that _id) collides in, and with which key. onlyIndex >= 0 restricts the search.
func (f *front) identifyDup(ctx context.Context, db, coll string, id any, doc bson.D, onlyIndex int64) *dupKey {
	s, err := f.cat.db(ctx, db)
	if err != nil {
		return nil
	}
	ns := db + "." + coll
	tx, err := s.rd.BeginTx(ctx, nil)
	if err != nil {
		return nil
	}
	defer tx.Rollback()
	meta, err := collectionMeta(ctx, tx, coll)
	if err != nil || meta == nil {
		return nil
	}
	idT, idOK := idText(id)
	if doc != nil && idOK && onlyIndex < 0 {
		var n int
		q := fmt.Sprintf(`SELECT count(*) FROM %q WHERE %s = ?`, meta.table, idExpr)
		if tx.QueryRowContext(ctx, q, idT).Scan(&n) == nil && n > 0 {
			return &dupKey{ns: ns, index: "_id_", keyPattern: bson.D{{Key: "_id", Value: int32(1)}}, keyValue: bson.D{{Key: "_id", Value: id}}}
		}
	}
	for _, ix := range s.collIndexes(coll) {
		if !ix.unique || (onlyIndex >= 0 && ix.id != onlyIndex) {
			continue
		}
		var keys []indexKey
		if doc != nil {
			keys, _ = ix.ks.keys(doc)
		} else {
			keys = recalledKeys(ix.ks.hex, id)
		}
		for _, k := range keys {
			var other string
			q := fmt.Sprintf(`SELECT docid FROM %q WHERE key = ?`, ix.sideTable())
			if err := tx.QueryRowContext(ctx, q, k.key).Scan(&other); err != nil {
				continue
			}
			if idOK && other == idT && doc == nil {
				continue
			}
			kv := bson.D{}
			for i, fld := range ix.ks.fields {
				v := k.vals[i]
				if _, u := v.(primitive.Undefined); u {
					v = bson.A{}
				}
				kv = append(kv, bson.E{Key: fld, Value: v})
			}
			return &dupKey{ns: ns, index: ix.name, keyPattern: ix.key, keyValue: kv}
		}
	}
	return nil
}

var uniqueFailed = regexp.MustCompile(`UNIQUE constraint failed: ` + sideTablePrefix + `(\d+)\.key`)

// dupFromError recognises a unique violation of a front index in an error message of FerretDB.
func dupIndexFromError(msg string) (int64, bool) {
	m := uniqueFailed.FindStringSubmatch(msg)
	if m == nil {
		return 0, false
	}
	n, err := strconv.ParseInt(m[1], 10, 64)
	return n, err == nil
}

// isDupReply reports whether a FerretDB reply is a duplicate key failure, and of which front
// index if it says.
func isDupReply(r bson.D) (bool, int64) {
	code, _ := lookup(r, "code")
	msg, _ := lookup(r, "errmsg")
	ms, _ := msg.(string)
	if ix, ok := dupIndexFromError(ms); ok {
		return true, ix
	}
	if n, _ := asInt(code); n == 11000 {
		return true, -1
	}
	return false, -1
}

// ---- update ----

type updateStmt struct {
	q      bson.D
	u      any
	upsert bool
	multi  bool
}

func parseUpdates(cmd bson.D) ([]updateStmt, bool, error) {
	v, _ := get(cmd, "updates")
	arr, ok := v.(bson.A)
	if !ok {
		return nil, false, unsupported("updates")
	}
	ordered := true
	if o, ok := get(cmd, "ordered"); ok {
		ordered = truthy(o)
	}
	for _, e := range cmd[1:] {
		switch e.Key {
		case "updates", "ordered", "writeConcern", "lsid", "$clusterTime", "$db", "$readPreference", "comment", "bypassDocumentValidation", "maxTimeMS", "apiVersion", "apiStrict", "apiDeprecationErrors":
		default:
			return nil, false, unsupported("update option %s", e.Key)
		}
	}
	var out []updateStmt
	for _, x := range arr {
		d, ok := x.(bson.D)
		if !ok {
			return nil, false, unsupported("update statement")
		}
		var st updateStmt
		for _, e := range d {
			switch e.Key {
			case "q":
				st.q, ok = e.Value.(bson.D)
				if !ok {
					return nil, false, unsupported("q")
				}
			case "u":
				ud, ok := e.Value.(bson.D)
				if !ok {
					return nil, false, unsupported("update pipeline")
				}
				st.u = ud
			case "upsert":
				st.upsert = truthy(e.Value)
			case "multi":
				st.multi = truthy(e.Value)
			case "collation":
				cd, _ := e.Value.(bson.D)
				if loc, _ := lookup(cd, "locale"); loc != "simple" {
					return nil, false, unsupported("collation")
				}
			default:
				return nil, false, unsupported("update statement option %s", e.Key)
			}
		}
		if st.u == nil {
			return nil, false, unsupported("update without u")
		}
		out = append(out, st)
	}
	return out, ordered, nil
}

func isOperatorUpdate(u bson.D) bool { return len(u) > 0 && strings.HasPrefix(u[0].Key, "$") }

// upsertRewrite makes an upsert that FerretDB performs without a scan: the filter becomes the
// new document's _id alone, and the filter's equality fields go into $setOnInsert (unless the
// update writes them), so the inserted document is the one mongod would insert.
func upsertRewrite(q bson.D, u bson.D) (any, bson.D, error) {
	fl, err := parseFilter(q)
	if err != nil {
		return nil, nil, err
	}
	var id any = primitive.NewObjectID()
	if p := fl.byPath["_id"]; p != nil {
		for _, c := range p.conds {
			if c.op == "$eq" {
				id = c.val
			}
		}
	}
	if !isOperatorUpdate(u) {
		if rid, ok := lookup(u, "_id"); ok {
			id = rid
		}
		return id, u, nil
	}
	var touched []string
	for _, e := range u {
		od, _ := e.Value.(bson.D)
		for _, fe := range od {
			touched = append(touched, fe.Key)
			if e.Key == "$rename" {
				if s, ok := fe.Value.(string); ok {
					touched = append(touched, s)
				}
			}
		}
	}
	conflicts := func(p string) bool {
		for _, t := range touched {
			if t == p || strings.HasPrefix(t, p+".") || strings.HasPrefix(p, t+".") {
				return true
			}
		}
		return false
	}
	var seed bson.D
	for _, p := range fl.preds {
		if p.path == "_id" || conflicts(p.path) {
			continue
		}
		for _, c := range p.conds {
			if c.op == "$eq" {
				seed = append(seed, bson.E{Key: p.path, Value: c.val})
				break
			}
		}
	}
	// a path and one of its prefixes cannot both be set: keep the shorter one
	var kept bson.D
	for _, e := range seed {
		clash := false
		for _, o := range seed {
			if o.Key != e.Key && strings.HasPrefix(e.Key, o.Key+".") {
				clash = true
			}
		}
		if !clash {
			kept = append(kept, e)
		}
	}
	if len(kept) == 0 {
		return id, u, nil
	}
	// the seeds go first, as if the new document started from them (FerretDB applies the
	// operators in their order); the update's own $setOnInsert fields follow them
	soi := append(bson.D{}, kept...)
	rest := bson.D{}
	for _, e := range u {
		if e.Key == "$setOnInsert" {
			od, _ := e.Value.(bson.D)
			soi = append(soi, od...)
			continue
		}
		rest = append(rest, e)
	}
	out := append(bson.D{{Key: "$setOnInsert", Value: soi}}, rest...)
	return id, out, nil
}

func (cc *conn) cmdUpdate(ctx context.Context, m *message, pm *opMsg, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok {
		return nil, false
	}
	lock := cc.f.cat.collLock(db, coll)
	lock.Lock()
	defer lock.Unlock()
	stmts, ordered, err := parseUpdates(cmd)
	forwardWhole := func(why string) (bson.D, bool) {
		cc.f.noteForward(db, coll, "update", nil, nil, why)
		raw, err := cc.forwardRaw(m)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		return cc.fixUpdateDup(ctx, db, coll, toD(raw), 0, nil), true
	}
	if err != nil {
		return forwardWhole(err.Error())
	}
	// resolve every statement first; if one is not served, forward the whole command
	type resolved struct {
		ids []any
	}
	res := make([]resolved, len(stmts))
	for i, st := range stmts {
		limit := int64(1)
		if st.multi {
			limit = 0
		}
		ids, _, ok, err := cc.f.resolveIDs(ctx, db, coll, st.q, nil, limit)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		if !ok {
			cc.f.noteForward(db, coll, "update", st.q, nil, "filter not served by an index")
			return forwardWhole("filter not served by an index")
		}
		res[i].ids = ids
		if i > 0 {
			// later statements see earlier ones' effects: resolve them one at a time instead
			break
		}
	}
	var n, nModified int64
	var pass bson.D // FerretDB's own error reply, passed on unchanged
	upserted := bson.A{}
	writeErrors := bson.A{}
	for i, st := range stmts {
		ids := res[i].ids
		if i > 0 {
			limit := int64(1)
			if st.multi {
				limit = 0
			}
			var ok bool
			ids, _, ok, err = cc.f.resolveIDs(ctx, db, coll, st.q, nil, limit)
			if err != nil {
				return errorDoc(1, "InternalError", err.Error()), true
			}
			if !ok {
				// statements 0..i-1 are done: run this one as FerretDB would
				ids = nil
				r, err := cc.roundTrip(bson.D{{Key: "update", Value: coll}, {Key: "updates", Value: bson.A{stmtDoc(st.q, st.u, st.upsert, st.multi)}}, {Key: "$db", Value: db}})
				if err != nil {
					return errorDoc(1, "InternalError", err.Error()), true
				}
				if stop := cc.addUpdateResult(ctx, db, coll, toD(r), i, nil, &n, &nModified, &upserted, &writeErrors, &pass); stop && ordered || pass != nil {
					break
				}
				continue
			}
		}
		if len(ids) == 0 {
			if !st.upsert {
				continue
			}
			ud, _ := st.u.(bson.D)
			id, u2, err := upsertRewrite(st.q, ud)
			if err != nil {
				return errorDoc(1, "InternalError", err.Error()), true
			}
			r, err := cc.roundTrip(bson.D{{Key: "update", Value: coll}, {Key: "updates", Value: bson.A{stmtDoc(bson.D{{Key: "_id", Value: id}}, u2, true, false)}}, {Key: "$db", Value: db}})
			if err != nil {
				return errorDoc(1, "InternalError", err.Error()), true
			}
			if stop := cc.addUpdateResult(ctx, db, coll, toD(r), i, id, &n, &nModified, &upserted, &writeErrors, &pass); stop && ordered || pass != nil {
				break
			}
			continue
		}
		var stmtsOut bson.A
		for _, id := range ids {
			stmtsOut = append(stmtsOut, stmtDoc(bson.D{{Key: "_id", Value: id}}, st.u, false, false))
		}
		stop := false
		// one statement per _id, so an error names the document
		for j := range stmtsOut {
			r, err := cc.roundTrip(bson.D{{Key: "update", Value: coll}, {Key: "updates", Value: bson.A{stmtsOut[j]}}, {Key: "$db", Value: db}})
			if err != nil {
				return errorDoc(1, "InternalError", err.Error()), true
			}
			if cc.addUpdateResult(ctx, db, coll, toD(r), i, ids[j], &n, &nModified, &upserted, &writeErrors, &pass) {
				stop = true
				break
			}
		}
		if stop && ordered || pass != nil {
			break
		}
	}
	if pass != nil {
		return pass, true
	}
	out := bson.D{{Key: "n", Value: int32OrInt64(n)}}
	if len(upserted) > 0 {
		out = append(out, bson.E{Key: "upserted", Value: upserted})
	}
	out = append(out, bson.E{Key: "nModified", Value: int32OrInt64(nModified)})
	if len(writeErrors) > 0 {
		out = append(out, bson.E{Key: "writeErrors", Value: writeErrors})
	}
	return append(out, bson.E{Key: "ok", Value: 1.0}), true
}

func stmtDoc(q bson.D, u any, upsert, multi bool) bson.D {
	return bson.D{{Key: "q", Value: q}, {Key: "u", Value: u}, {Key: "upsert", Value: upsert}, {Key: "multi", Value: multi}}
}

// addUpdateResult adds FerretDB's reply for statement i; true when it failed. A failure other
// than a duplicate key is FerretDB's to report: *pass is set to its reply, unchanged.
func (cc *conn) addUpdateResult(ctx context.Context, db, coll string, r bson.D, i int, id any, n, nModified *int64, upserted, writeErrors *bson.A, pass *bson.D) bool {
	if ok, _ := lookup(r, "ok"); toFloat(ok) != 1 {
		we := bson.D{{Key: "index", Value: int32(i)}}
		if isDup, ixID := isDupReply(r); isDup {
			if dup := cc.f.identifyDup(ctx, db, coll, id, nil, ixID); dup != nil {
				*writeErrors = append(*writeErrors, append(we, dup.fields()...))
				return true
			}
		}
		*pass = r
		return true
	}
	if v, ok := lookup(r, "n"); ok {
		x, _ := asInt(v)
		*n += x
	}
	if v, ok := lookup(r, "nModified"); ok {
		x, _ := asInt(v)
		*nModified += x
	}
	if v, ok := lookup(r, "upserted"); ok {
		arr, _ := v.(bson.A)
		for _, u := range arr {
			ud, _ := u.(bson.D)
			uid, _ := lookup(ud, "_id")
			*upserted = append(*upserted, bson.D{{Key: "index", Value: int32(i)}, {Key: "_id", Value: uid}})
		}
	}
	if v, ok := lookup(r, "writeErrors"); ok {
		arr, _ := v.(bson.A)
		for _, w := range arr {
			wd, _ := w.(bson.D)
			if isDup, ixID := isDupReply(wd); isDup {
				if dup := cc.f.identifyDup(ctx, db, coll, id, nil, ixID); dup != nil {
					*writeErrors = append(*writeErrors, append(bson.D{{Key: "index", Value: int32(i)}}, dup.fields()...))
					continue
				}
			}
			*writeErrors = append(*writeErrors, setField(append(bson.D{}, wd...), "index", int32(i)))
		}
		return len(arr) > 0
	}
	return false
}

// fixUpdateDup rewrites a forwarded update's unique violation as mongod reports it.
func (cc *conn) fixUpdateDup(ctx context.Context, db, coll string, r bson.D, i int, id any) bson.D {
	if ok, _ := lookup(r, "ok"); toFloat(ok) == 1 {
		return r
	}
	isDup, ixID := isDupReply(r)
	if !isDup {
		return r
	}
	if id == nil {
		return r
	}
	dup := cc.f.identifyDup(ctx, db, coll, id, nil, ixID)
	if dup == nil {
		return r
	}
	return bson.D{{Key: "n", Value: int32(0)}, {Key: "nModified", Value: int32(0)}, {Key: "writeErrors", Value: bson.A{append(bson.D{{Key: "index", Value: int32(i)}}, dup.fields()...)}}, {Key: "ok", Value: 1.0}}
}

// ---- delete ----

func (cc *conn) cmdDelete(ctx context.Context, m *message, pm *opMsg, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok {
		return nil, false
	}
	lock := cc.f.cat.collLock(db, coll)
	lock.Lock()
	defer lock.Unlock()
	forwardWhole := func(why string, filter bson.D) (bson.D, bool) {
		cc.f.noteForward(db, coll, "delete", filter, nil, why)
		raw, err := cc.forwardRaw(m)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		return toD(raw), true
	}
	v, _ := get(cmd, "deletes")
	arr, ok := v.(bson.A)
	if !ok {
		return forwardWhole("deletes", nil)
	}
	for _, e := range cmd[1:] {
		switch e.Key {
		case "deletes", "ordered", "writeConcern", "lsid", "$clusterTime", "$db", "$readPreference", "comment", "maxTimeMS", "apiVersion", "apiStrict", "apiDeprecationErrors":
		default:
			return forwardWhole("delete option "+e.Key, nil)
		}
	}
	type stmt struct {
		q     bson.D
		limit int64
	}
	var stmts []stmt
	for _, x := range arr {
		d, _ := x.(bson.D)
		var st stmt
		for _, e := range d {
			switch e.Key {
			case "q":
				st.q, _ = e.Value.(bson.D)
			case "limit":
				st.limit, _ = asInt(e.Value)
			case "collation":
				cd, _ := e.Value.(bson.D)
				if loc, _ := lookup(cd, "locale"); loc != "simple" {
					return forwardWhole("collation", st.q)
				}
			default:
				return forwardWhole("delete statement option "+e.Key, st.q)
			}
		}
		if st.q == nil {
			return forwardWhole("delete without q", nil)
		}
		stmts = append(stmts, st)
	}
	s, err := cc.f.cat.db(ctx, db)
	if err != nil {
		return forwardWhole("no database", nil)
	}
	// statements run in order, each resolved after the previous one deleted: two `limit: 1`
	// deletes with one filter delete two documents. A first statement no index serves sends
	// the whole command to FerretDB; a later one goes to FerretDB alone.
	var n int64
	for i, st := range stmts {
		ids, table, ok, err := cc.f.resolveIDs(ctx, db, coll, st.q, nil, st.limit)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		if !ok {
			if i == 0 {
				return forwardWhole("filter not served by an index", st.q)
			}
			cc.f.noteForward(db, coll, "delete", st.q, nil, "filter not served by an index")
			raw, err := cc.roundTrip(bson.D{{Key: "delete", Value: coll}, {Key: "deletes", Value: bson.A{bson.D{{Key: "q", Value: st.q}, {Key: "limit", Value: st.limit}}}}, {Key: "$db", Value: db}})
			if err != nil {
				return errorDoc(1, "InternalError", err.Error()), true
			}
			r := toD(raw)
			if ok, _ := lookup(r, "ok"); toFloat(ok) != 1 {
				return r, true
			}
			k, _ := lookup(r, "n")
			kn, _ := asInt(k)
			n += kn
			continue
		}
		if table == "" || len(ids) == 0 {
			continue
		}
		k, err := deleteIDs(ctx, s.wr, table, [][]any{ids})
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		n += k
	}
	return bson.D{{Key: "n", Value: int32OrInt64(n)}, {Key: "ok", Value: 1.0}}, true
}

// deleteIDs deletes documents by _id in one write transaction; the triggers update the indexes.
func deleteIDs(ctx context.Context, db *sql.DB, table string, groups [][]any) (int64, error) {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	q := fmt.Sprintf(`DELETE FROM %q WHERE %s = ?`, table, idExpr)
	var n int64
	seen := map[string]bool{}
	for _, ids := range groups {
		for _, id := range ids {
			t, ok := idText(id)
			if !ok || seen[t] {
				continue
			}
			seen[t] = true
			r, err := tx.ExecContext(ctx, q, t)
			if err != nil {
				return 0, err
			}
			k, _ := r.RowsAffected()
			n += k
		}
	}
	return n, tx.Commit()
}

// ---- findAndModify ----

func (cc *conn) cmdFindAndModify(ctx context.Context, m *message, pm *opMsg, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok {
		return nil, false
	}
	lock := cc.f.cat.collLock(db, coll)
	lock.Lock()
	defer lock.Unlock()
	var query, srt bson.D
	var update any
	upsert, remove := false, false
	var fields bson.D
	rest := bson.D{}
	forwardWhole := func(why string) (bson.D, bool) {
		cc.f.noteForward(db, coll, "findAndModify", query, srt, why)
		if len(fields) == 0 {
			raw, err := cc.forwardRaw(m)
			if err != nil {
				return errorDoc(1, "InternalError", err.Error()), true
			}
			return toD(raw), true
		}
		// FerretDB refuses `fields`: it gets the command without, and the front projects the answer.
		proj, err := parseProjection(fields)
		if err != nil {
			return errorDoc(2, "BadValue", err.Error()), true
		}
		without := make(bson.D, 0, len(cmd))
		for _, e := range cmd {
			if e.Key != "fields" {
				without = append(without, e)
			}
		}
		raw, err := cc.roundTrip(without)
		if err != nil {
			return errorDoc(1, "InternalError", err.Error()), true
		}
		return projectValue(toD(raw), proj), true
	}
	for _, e := range cmd[1:] {
		switch e.Key {
		case "query":
			query, _ = e.Value.(bson.D)
		case "sort":
			srt, _ = e.Value.(bson.D)
		case "update":
			update = e.Value
		case "upsert":
			upsert = truthy(e.Value)
		case "remove":
			remove = truthy(e.Value)
		case "fields":
			// FerretDB v1 has no projection on findAndModify: the front applies it to the document it returns.
			if fields, ok = e.Value.(bson.D); !ok {
				return errorDoc(2, "BadValue", fmt.Sprintf("findAndModify fields must be a document, not %T", e.Value)), true
			}
		case "new", "bypassDocumentValidation", "writeConcern", "comment", "maxTimeMS":
			rest = append(rest, e)
		case "lsid", "$clusterTime", "$db", "$readPreference", "apiVersion", "apiStrict", "apiDeprecationErrors":
		default:
			return forwardWhole("findAndModify option " + e.Key)
		}
	}
	ud, isDoc := update.(bson.D)
	if !remove && !isDoc {
		return forwardWhole("update pipeline")
	}
	var proj *projection
	if len(fields) > 0 {
		var err error
		if proj, err = parseProjection(fields); err != nil {
			return errorDoc(2, "BadValue", err.Error()), true
		}
	}
	ids, _, ok, err := cc.f.resolveIDs(ctx, db, coll, query, srt, 1)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	if !ok {
		return forwardWhole("filter or sort not served by an index")
	}
	out := bson.D{{Key: "findAndModify", Value: coll}}
	var target any
	switch {
	case len(ids) > 0:
		target = ids[0]
		out = append(out, bson.E{Key: "query", Value: bson.D{{Key: "_id", Value: target}}})
		if remove {
			out = append(out, bson.E{Key: "remove", Value: true})
		} else {
			out = append(out, bson.E{Key: "update", Value: ud})
		}
	case upsert && !remove:
		id, u2, err := upsertRewrite(query, ud)
		if err != nil {
			return forwardWhole(err.Error())
		}
		target = id
		out = append(out, bson.E{Key: "query", Value: bson.D{{Key: "_id", Value: id}}}, bson.E{Key: "update", Value: u2}, bson.E{Key: "upsert", Value: true})
	default:
		// nothing matches: FerretDB gives its own no-match answer for an _id that is nowhere
		out = append(out, bson.E{Key: "query", Value: bson.D{{Key: "_id", Value: primitive.NewObjectID()}}})
		if remove {
			out = append(out, bson.E{Key: "remove", Value: true})
		} else {
			out = append(out, bson.E{Key: "update", Value: ud})
		}
	}
	out = append(out, rest...)
	out = append(out, bson.E{Key: "$db", Value: db})
	raw, err := cc.roundTrip(out)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	r := toD(raw)
	if isDup, ixID := isDupReply(r); isDup && target != nil {
		if dup := cc.f.identifyDup(ctx, db, coll, target, nil, ixID); dup != nil {
			return dup.commandError(), true
		}
	}
	return projectValue(r, proj), true
}

// projectValue applies a findAndModify's `fields` to the document of its reply (`value`).
func projectValue(r bson.D, proj *projection) bson.D {
	if proj == nil {
		return r
	}
	for i, e := range r {
		if d, isDoc := e.Value.(bson.D); e.Key == "value" && isDoc {
			r[i].Value = proj.apply(d)
		}
	}
	return r
}
