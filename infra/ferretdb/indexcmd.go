package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// Index commands: the front owns every index but `_id_`; FerretDB never hears of them.

// ensureCollection creates a collection in FerretDB (a forwarded create) unless it exists.
func (cc *conn) ensureCollection(ctx context.Context, db, coll string) (created bool, err error) {
	if s, err := cc.f.cat.db(ctx, db); err == nil {
		if m, err := collectionMeta(ctx, s.rd, coll); err == nil && m != nil {
			return false, nil
		}
	}
	raw, err := cc.roundTrip(bson.D{{Key: "create", Value: coll}, {Key: "$db", Value: db}})
	if err != nil {
		return false, err
	}
	if ok, _ := lookup(toD(raw), "ok"); toFloat(ok) != 1 {
		code, _ := lookup(toD(raw), "code")
		if n, _ := asInt(code); n != 48 { // NamespaceExists
			msg, _ := lookup(toD(raw), "errmsg")
			return false, fmt.Errorf("create %s.%s: %v", db, coll, msg)
		}
		return false, nil
	}
	return true, nil
}

type cmdError struct {
	code     int32
	codeName string
	msg      string
}

func (e *cmdError) Error() string { return e.msg }

func (e *cmdError) doc() bson.D { return errorDoc(e.code, e.codeName, e.msg) }

func errDoc(err error) bson.D {
	var ce *cmdError
	if errors.As(err, &ce) {
		return ce.doc()
	}
	return errorDoc(1, "InternalError", err.Error())
}

// indexSpecFromRequest validates one createIndexes entry and returns the spec as stored.
func indexSpecFromRequest(d bson.D) (bson.D, error) {
	bad := func(format string, args ...any) error {
		return &cmdError{67, "CannotCreateIndex", fmt.Sprintf(format, args...)}
	}
	var key bson.D
	var name string
	hasName := false
	spec := bson.D{{Key: "v", Value: int32(2)}}
	var opts bson.D
	for _, e := range d {
		switch e.Key {
		case "key":
			k, ok := e.Value.(bson.D)
			if !ok || len(k) == 0 {
				return nil, &cmdError{2, "BadValue", "The 'key' field must be a non-empty object"}
			}
			if len(k) > 32 {
				return nil, bad("too many fields in the index key")
			}
			seen := map[string]bool{}
			for _, kk := range k {
				n, ok := asInt(kk.Value)
				if !ok || (n != 1 && n != -1) {
					return nil, bad("index key %s: only 1 and -1 keys are supported by this engine, got %v", kk.Key, kk.Value)
				}
				if kk.Key == "" || strings.HasPrefix(kk.Key, "$") || strings.Contains(kk.Key, "..") || strings.HasPrefix(kk.Key, ".") || strings.HasSuffix(kk.Key, ".") || seen[kk.Key] {
					return nil, bad("bad index key field %q", kk.Key)
				}
				seen[kk.Key] = true
			}
			key = k
		case "name":
			s, ok := e.Value.(string)
			if !ok || s == "" {
				return nil, &cmdError{2, "BadValue", "The index name must be a non-empty string"}
			}
			name, hasName = s, true
		case "unique", "sparse":
			b, ok := e.Value.(bool)
			if !ok {
				b = truthy(e.Value)
			}
			if b {
				opts = append(opts, bson.E{Key: e.Key, Value: true})
			}
		case "expireAfterSeconds":
			n, ok := asInt(e.Value)
			if !ok || n < 0 {
				return nil, &cmdError{2, "BadValue", "TTL index 'expireAfterSeconds' option must be a non-negative number"}
			}
			opts = append(opts, bson.E{Key: "expireAfterSeconds", Value: e.Value})
		case "partialFilterExpression":
			pf, ok := e.Value.(bson.D)
			if !ok {
				return nil, bad("partialFilterExpression must be a document")
			}
			if err := checkPartial(pf, 0); err != nil {
				return nil, err
			}
			opts = append(opts, bson.E{Key: e.Key, Value: pf})
		case "background", "v", "ns":
			// accepted and ignored, as mongod does
		default:
			return nil, &cmdError{197, "InvalidIndexSpecificationOption", fmt.Sprintf("The field '%s' is not valid for an index specification", e.Key)}
		}
	}
	if key == nil {
		return nil, &cmdError{9, "FailedToParse", "Index spec has no 'key' field"}
	}
	if !hasName {
		var parts []string
		for _, k := range key {
			n, _ := asInt(k.Value)
			parts = append(parts, fmt.Sprintf("%s_%d", k.Key, n))
		}
		name = strings.Join(parts, "_")
	}
	if name == "_id_" || (len(key) == 1 && key[0].Key == "_id") {
		return nil, errIDIndex
	}
	if hasSparse(opts) && hasPartial(opts) {
		return nil, bad("cannot mix \"partialFilterExpression\" and \"sparse\" options")
	}
	if ttl, ok := lookup(opts, "expireAfterSeconds"); ok && len(key) != 1 {
		_ = ttl
		return nil, bad("TTL indexes are single-field indexes, compound indexes do not support TTL")
	}
	spec = append(spec, bson.E{Key: "key", Value: key}, bson.E{Key: "name", Value: name})
	return append(spec, opts...), nil
}

var errIDIndex = errors.New("the _id index")

func hasSparse(o bson.D) bool  { _, ok := lookup(o, "sparse"); return ok }
func hasPartial(o bson.D) bool { _, ok := lookup(o, "partialFilterExpression"); return ok }

// checkPartial allows what mongod allows in a partial filter: equality, $exists: true,
// $gt/$gte/$lt/$lte, $type and $and ($type is refused here).
func checkPartial(d bson.D, depth int) error {
	bad := &cmdError{67, "CannotCreateIndex", "unsupported expression in partial index: only equality, $exists: true, $gt, $gte, $lt, $lte and $and are supported"}
	if depth > 4 {
		return bad
	}
	for _, e := range d {
		if e.Key == "$and" {
			arr, ok := e.Value.(bson.A)
			if !ok {
				return bad
			}
			for _, x := range arr {
				sd, ok := x.(bson.D)
				if !ok {
					return bad
				}
				if err := checkPartial(sd, depth+1); err != nil {
					return err
				}
			}
			continue
		}
		if strings.HasPrefix(e.Key, "$") {
			return bad
		}
		if ops, ok := isOperatorDoc(e.Value); ok {
			for _, o := range ops {
				switch o.Key {
				case "$eq", "$gt", "$gte", "$lt", "$lte":
				case "$exists":
					if !truthy(o.Value) {
						return bad
					}
				default:
					return bad
				}
			}
		} else if _, isRe := e.Value.(primitive.Regex); isRe {
			return bad
		}
	}
	if _, err := parseFilter(d); err != nil {
		return bad
	}
	return nil
}

// sameOptions compares the options of two specs (everything but v, key and name).
func sameOptions(a, b bson.D) bool {
	strip := func(d bson.D) bson.D {
		var out bson.D
		for _, e := range d {
			switch e.Key {
			case "v", "key", "name":
				continue
			case "expireAfterSeconds":
				n, _ := asInt(e.Value)
				out = append(out, bson.E{Key: e.Key, Value: n})
				continue
			}
			out = append(out, e)
		}
		return out
	}
	return compareValues(strip(a), strip(b)) == 0
}

func (cc *conn) cmdCreateIndexes(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok || coll == "" {
		return nil, false
	}
	v, _ := get(cmd, "indexes")
	arr, ok := v.(bson.A)
	if !ok || len(arr) == 0 {
		return errorDoc(2, "BadValue", "Must specify at least one index to create"), true
	}
	var specs []bson.D
	idOnly := 0
	for _, x := range arr {
		d, ok := x.(bson.D)
		if !ok {
			return errorDoc(14, "TypeMismatch", "index specification must be an object"), true
		}
		spec, err := indexSpecFromRequest(d)
		if errors.Is(err, errIDIndex) {
			idOnly++
			continue
		}
		if err != nil {
			return errDoc(err), true
		}
		specs = append(specs, spec)
	}
	created, err := cc.ensureCollection(ctx, db, coll)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	s, err := cc.f.cat.db(ctx, db)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	// builds of one collection run one at a time; writes go on meanwhile
	lock := cc.f.cat.collLock(db, coll+"\x00build")
	lock.Lock()
	defer lock.Unlock()
	before := len(s.collIndexes(coll)) + 1
	added, err := s.createIndexes(ctx, db, coll, specs)
	if err != nil {
		return errDoc(err), true
	}
	res := bson.D{
		{Key: "numIndexesBefore", Value: int32(before)},
		{Key: "numIndexesAfter", Value: int32(before + added)},
		{Key: "createdCollectionAutomatically", Value: created},
	}
	if added == 0 {
		res = append(res, bson.E{Key: "note", Value: "all indexes already exist"})
	}
	return append(res, bson.E{Key: "ok", Value: 1.0}), true
}

// createIndexes records and builds indexes; the caller holds the collection lock.
func (s *dbState) createIndexes(ctx context.Context, db, coll string, specs []bson.D) (int, error) {
	existing := s.collIndexes(coll)
	var todo []bson.D
	for _, spec := range specs {
		name, _ := lookup(spec, "name")
		key, _ := lookup(spec, "key")
		dup := false
		for _, ix := range existing {
			sameName := ix.name == name
			sameKey := compareValues(ix.key, key) == 0
			switch {
			case sameName && sameKey && sameOptions(ix.spec, spec):
				dup = true
			case sameName && !sameKey:
				return 0, &cmdError{86, "IndexKeySpecsConflict", fmt.Sprintf("An existing index has the same name as the requested index. When index names are not explicitly specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: %v, existing index: %v", specString(spec), specString(ix.spec))}
			case sameName:
				return 0, &cmdError{85, "IndexOptionsConflict", fmt.Sprintf("An equivalent index already exists with the same name but different options. Requested index: %v, existing index: %v", specString(spec), specString(ix.spec))}
			case sameKey && sameOptions(ix.spec, spec):
				return 0, &cmdError{85, "IndexOptionsConflict", fmt.Sprintf("Index already exists with a different name: %s", ix.name)}
			}
		}
		for _, t := range todo {
			if n, _ := lookup(t, "name"); n == name {
				dup = true
			}
		}
		if !dup {
			todo = append(todo, spec)
		}
	}
	if len(todo) == 0 {
		return 0, nil
	}
	made := 0
	for _, spec := range todo {
		ix, err := s.buildIndex(ctx, db, coll, spec)
		if err != nil {
			return made, err
		}
		s.mu.Lock()
		s.indexes[coll] = append(s.indexes[coll], ix)
		s.mu.Unlock()
		made++
	}
	return made, nil
}

// buildChunk is how many documents one transaction of an index build reads.
const buildChunk = 2000

// buildIndex records an index, creates its side table and triggers in one short transaction,
// then fills it from the existing documents in transactions of buildChunk documents, so that
// FerretDB's writes wait for one chunk at most; the triggers index what they write meanwhile.
// The index is in the catalog as "building" until it is filled; the planner does not see it
// before.
func (s *dbState) buildIndex(ctx context.Context, db, coll string, spec bson.D) (*indexInfo, error) {
	tx, err := s.wr.BeginTx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	meta, err := collectionMeta(ctx, tx, coll)
	if err != nil {
		return nil, err
	}
	if meta == nil {
		return nil, &cmdError{26, "NamespaceNotFound", fmt.Sprintf("ns does not exist: %s.%s", db, coll)}
	}
	if meta.capped {
		return nil, &cmdError{67, "CannotCreateIndex", "secondary indexes on capped collections are not supported by this engine"}
	}
	raw, _ := bson.Marshal(spec)
	name, _ := lookup(spec, "name")
	r, err := tx.ExecContext(ctx, `INSERT INTO `+catalogTable+` (coll, name, spec, state) VALUES (?, ?, ?, 'building')`, coll, name, raw)
	if err != nil {
		return nil, err
	}
	id, _ := r.LastInsertId()
	ix, err := newIndexInfo(id, coll, spec)
	if err != nil {
		return nil, err
	}
	side := ix.sideTable()
	pk := "PRIMARY KEY (key, docid)"
	if ix.unique {
		// a UNIQUE constraint (not the primary key) so that a violation is
		// SQLITE_CONSTRAINT_UNIQUE, which FerretDB reports as a duplicate key
		pk = "PRIMARY KEY (key, docid), UNIQUE (key)"
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`CREATE TABLE %q (key BLOB NOT NULL, docid TEXT NOT NULL, %s) WITHOUT ROWID`, side, pk)); err != nil {
		return nil, err
	}
	for _, q := range triggersSQL(ix, meta.table) {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return nil, err
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}

	fail := func(err error) (*indexInfo, error) {
		if dtx, derr := s.wr.BeginTx(context.Background(), nil); derr == nil {
			if dropIndexObjects(context.Background(), dtx, ix) == nil {
				_ = dtx.Commit()
			} else {
				_ = dtx.Rollback()
			}
		}
		if strings.Contains(err.Error(), "UNIQUE constraint failed") {
			return nil, &cmdError{11000, "DuplicateKey", fmt.Sprintf("Index build failed: E11000 duplicate key error collection: %s.%s index: %s", db, coll, ix.name)}
		}
		if strings.Contains(err.Error(), "parallel arrays") {
			return nil, &cmdError{171, "CannotIndexParallelArrays", "Index build failed: cannot index parallel arrays"}
		}
		return nil, err
	}
	chunk := fmt.Sprintf(`(SELECT rowid AS r, %s AS s, %s AS id FROM %q WHERE rowid > ? ORDER BY rowid LIMIT %d)`, sjsonColumn, idExpr, meta.table, buildChunk)
	fill := fmt.Sprintf(`INSERT INTO %q (key, docid) SELECT unhex(j.value), d.id FROM %s d, json_each(%s('%s', d.s)) j
		WHERE NOT EXISTS (SELECT 1 FROM %q x WHERE x.key = unhex(j.value) AND x.docid = d.id)`, side, chunk, fnKeys, ix.ks.hex, side)
	var last int64
	for {
		ctx := context.Background() // a build, once started, finishes or cleans up
		tx, err := s.wr.BeginTx(ctx, nil)
		if err != nil {
			return fail(err)
		}
		if _, err := tx.ExecContext(ctx, fill, last); err != nil {
			tx.Rollback()
			return fail(err)
		}
		rows, err := tx.QueryContext(ctx, fmt.Sprintf(`SELECT d.r, %s('%s', d.s) FROM %s d`, fnMultikey, ix.ks.hex, chunk), last)
		if err != nil {
			tx.Rollback()
			return fail(err)
		}
		n := 0
		var bits int64
		for rows.Next() {
			var rid, b int64
			if err := rows.Scan(&rid, &b); err != nil {
				rows.Close()
				tx.Rollback()
				return fail(err)
			}
			n++
			last = rid
			bits |= b
		}
		rows.Close()
		if bits != 0 {
			if _, err := tx.ExecContext(ctx, `UPDATE `+catalogTable+` SET multikey = multikey | ? WHERE id = ?`, bits, id); err != nil {
				tx.Rollback()
				return fail(err)
			}
		}
		if n < buildChunk {
			if _, err := tx.ExecContext(ctx, `UPDATE `+catalogTable+` SET state = 'ready' WHERE id = ?`, id); err != nil {
				tx.Rollback()
				return fail(err)
			}
		}
		if err := tx.Commit(); err != nil {
			return fail(err)
		}
		if n < buildChunk {
			return ix, nil
		}
	}
}

func specString(d bson.D) string {
	b, err := bson.MarshalExtJSON(d, false, false)
	if err != nil {
		return fmt.Sprint(d)
	}
	return string(b)
}

func (f *front) cmdListIndexes(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok {
		return nil, false
	}
	s, err := f.cat.db(ctx, db)
	if err != nil {
		return nil, false
	}
	meta, err := collectionMeta(ctx, s.rd, coll)
	if err != nil || meta == nil {
		return nil, false // FerretDB's answer (NamespaceNotFound)
	}
	docs := []bson.Raw{}
	raw, _ := bson.Marshal(bson.D{{Key: "v", Value: int32(2)}, {Key: "key", Value: bson.D{{Key: "_id", Value: int32(1)}}}, {Key: "name", Value: "_id_"}})
	docs = append(docs, raw)
	for _, ix := range s.collIndexes(coll) {
		raw, _ := bson.Marshal(ix.spec)
		docs = append(docs, raw)
	}
	return cursorReply(db+"."+coll, 0, "firstBatch", docs), true
}

func (f *front) cmdDropIndexes(ctx context.Context, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok {
		return nil, false
	}
	s, err := f.cat.db(ctx, db)
	if err != nil {
		return nil, false
	}
	meta, err := collectionMeta(ctx, s.rd, coll)
	if err != nil || meta == nil {
		return nil, false
	}
	lock := f.cat.collLock(db, coll)
	lock.Lock()
	defer lock.Unlock()
	ixs := s.collIndexes(coll)
	v, _ := get(cmd, "index")
	var drop []*indexInfo
	notFound := func(what string) bson.D {
		return errorDoc(27, "IndexNotFound", fmt.Sprintf("index not found with name [%s]", what))
	}
	switch t := v.(type) {
	case string:
		if t == "*" {
			drop = ixs
			break
		}
		if t == "_id_" {
			return errorDoc(72, "InvalidOptions", "cannot drop _id index"), true
		}
		for _, ix := range ixs {
			if ix.name == t {
				drop = append(drop, ix)
			}
		}
		if len(drop) == 0 {
			return notFound(t), true
		}
	case bson.A:
		for _, n := range t {
			name, _ := n.(string)
			if name == "_id_" {
				return errorDoc(72, "InvalidOptions", "cannot drop _id index"), true
			}
			found := false
			for _, ix := range ixs {
				if ix.name == name {
					drop = append(drop, ix)
					found = true
				}
			}
			if !found {
				return notFound(name), true
			}
		}
	case bson.D:
		for _, ix := range ixs {
			if compareValues(ix.key, t) == 0 {
				drop = append(drop, ix)
			}
		}
		if len(drop) == 0 {
			if len(t) == 1 && t[0].Key == "_id" {
				return errorDoc(72, "InvalidOptions", "cannot drop _id index"), true
			}
			return errorDoc(27, "IndexNotFound", fmt.Sprintf("can't find index with key: %s", specString(t))), true
		}
	default:
		return errorDoc(14, "TypeMismatch", "index must be a string, an array of strings or a key pattern"), true
	}
	if err := s.dropIndexes(ctx, coll, drop); err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	return bson.D{{Key: "nIndexesWas", Value: int32(len(ixs) + 1)}, {Key: "ok", Value: 1.0}}, true
}

// dropIndexes removes indexes' side tables, triggers and catalog rows.
func (s *dbState) dropIndexes(ctx context.Context, coll string, drop []*indexInfo) error {
	if len(drop) == 0 {
		return nil
	}
	tx, err := s.wr.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, ix := range drop {
		if err := dropIndexObjects(ctx, tx, ix); err != nil {
			return err
		}
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var keep []*indexInfo
	for _, ix := range s.indexes[coll] {
		dropped := false
		for _, d := range drop {
			if d.id == ix.id {
				dropped = true
			}
		}
		if !dropped {
			keep = append(keep, ix)
		}
	}
	s.indexes[coll] = keep
	return nil
}

func (cc *conn) cmdDrop(ctx context.Context, m *message, db string, cmd bson.D) (bson.D, bool) {
	coll, ok := cmd[0].Value.(string)
	if !ok {
		return nil, false
	}
	lock := cc.f.cat.collLock(db, coll)
	lock.Lock()
	defer lock.Unlock()
	raw, err := cc.forwardRaw(m)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	if s, err := cc.f.cat.db(ctx, db); err == nil {
		if err := s.dropIndexes(ctx, coll, s.collIndexes(coll)); err != nil {
			cc.f.log.Warn("front: cleaning up a dropped collection's indexes", "error", err)
		}
		s.mu.Lock()
		s.lookups = map[string]bool{}
		s.mu.Unlock()
	}
	return toD(raw), true
}

func (cc *conn) cmdDropDatabase(ctx context.Context, m *message, db string, cmd bson.D) (bson.D, bool) {
	// the front closes its handles first: FerretDB removes the file
	cc.f.cat.forget(db)
	raw, err := cc.forwardRaw(m)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	cc.f.cat.forget(db)
	return toD(raw), true
}

func (cc *conn) cmdRename(ctx context.Context, m *message, cmd bson.D) (bson.D, bool) {
	from, _ := cmd[0].Value.(string)
	to := getString(cmd, "to")
	fi, ti := strings.IndexByte(from, '.'), strings.IndexByte(to, '.')
	if fi < 0 || ti < 0 || from[:fi] != to[:ti] {
		return nil, false
	}
	db := from[:fi]
	s, err := cc.f.cat.db(ctx, db)
	if err != nil {
		return nil, false
	}
	lock := cc.f.cat.collLock(db, from[fi+1:])
	lock.Lock()
	defer lock.Unlock()
	raw, err := cc.forwardRaw(m)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	r := toD(raw)
	if ok, _ := lookup(r, "ok"); toFloat(ok) == 1 {
		oldName, newName := from[fi+1:], to[ti+1:]
		if _, err := s.wr.ExecContext(ctx, `UPDATE `+catalogTable+` SET coll = ? WHERE coll = ?`, newName, oldName); err != nil {
			cc.f.log.Warn("front: renaming indexes", "error", err)
		}
		_ = s.load(ctx)
	}
	return r, true
}

func (cc *conn) cmdCreate(ctx context.Context, m *message, db string, cmd bson.D) (bson.D, bool) {
	raw, err := cc.forwardRaw(m)
	if err != nil {
		return errorDoc(1, "InternalError", err.Error()), true
	}
	coll, _ := cmd[0].Value.(string)
	if s, err := cc.f.cat.db(ctx, db); err == nil {
		if meta, err := collectionMeta(ctx, s.rd, coll); err == nil && meta != nil {
			_ = s.ensureLookup(ctx, meta.table)
		}
	}
	return toD(raw), true
}

// dropFerretDBIndexes drops, at start, the secondary indexes FerretDB holds itself (from
// before the front owned indexes). FerretDB never uses them for a query but updates them on
// every write; the application's createIndexes builds them again in the front.
func (f *front) dropFerretDBIndexes(ctx context.Context) error {
	f.cat.mu.Lock()
	var dbs []*dbState
	for _, s := range f.cat.dbs {
		dbs = append(dbs, s)
	}
	f.cat.mu.Unlock()
	for _, s := range dbs {
		legacy, err := s.legacyIndexes(ctx)
		if err != nil {
			return err
		}
		for coll, names := range legacy {
			arr := bson.A{}
			for _, n := range names {
				arr = append(arr, n)
			}
			raw, err := f.internalRoundTrip(bson.D{{Key: "dropIndexes", Value: coll}, {Key: "index", Value: arr}, {Key: "$db", Value: s.name}})
			if err != nil {
				return err
			}
			if ok, _ := lookup(toD(raw), "ok"); toFloat(ok) != 1 {
				return fmt.Errorf("dropping FerretDB's own indexes %v of %s.%s: %v", names, s.name, coll, toD(raw))
			}
			f.log.Warn("front: dropped FerretDB's own secondary indexes (its queries never used them); createIndexes builds them in the front",
				"ns", s.name+"."+coll, "indexes", names)
		}
	}
	return nil
}
