package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"go.mongodb.org/mongo-driver/bson"
)

// The front's own tables, in each database file next to FerretDB's:
//
//	_ferretdb_front_indexes (id, coll, name, spec, multikey)   one row per index the front owns
//	_ferretdb_front_ix_<id> (key BLOB, docid TEXT)             the index entries, WITHOUT ROWID
//
// and, on FerretDB's collection table, the triggers _ferretdb_front_tr_<id>_{i,u,d} that keep the
// entries in step inside FerretDB's own write transactions. Table names starting with
// "_ferretdb_" never clash with collection tables (FerretDB prefixes such collection names with "_").

const (
	catalogTable      = "_ferretdb_front_indexes"
	sideTablePrefix   = "_ferretdb_front_ix_"
	triggerPrefix     = "_ferretdb_front_tr_"
	ferretMetaTable   = "_ferretdb_collections"
	sjsonColumn       = "_ferretdb_sjson"
	idExpr            = "_ferretdb_sjson->'$._id'"
	lookupIndexSuffix = "_ferretdb_id_lookup"
)

// indexInfo is one index owned by the front.
type indexInfo struct {
	id      int64
	coll    string
	name    string
	spec    bson.D // as listIndexes shows it: v, key, name, options as given
	key     bson.D
	ks      *keySpec
	ttl     *int64
	unique  bool
	sparse  bool
	partial bson.D
}

func (ix *indexInfo) sideTable() string { return fmt.Sprintf("%s%d", sideTablePrefix, ix.id) }

// dbState is the front's view of one database file.
type dbState struct {
	name string
	rd   *sql.DB // reads: deferred transactions
	wr   *sql.DB // writes: one connection, immediate transactions

	mu      sync.Mutex
	indexes map[string][]*indexInfo // by collection
	lookups map[string]bool         // tables known to have the _id lookup index
	loaded  bool
}

// dropUnfinished drops the indexes whose build did not finish.
func (s *dbState) dropUnfinished(ctx context.Context) error {
	rows, err := s.rd.QueryContext(ctx, `SELECT id, coll, spec FROM `+catalogTable+` WHERE state != 'ready'`)
	if err != nil {
		return err
	}
	var drop []*indexInfo
	for rows.Next() {
		var id int64
		var coll string
		var raw []byte
		if err := rows.Scan(&id, &coll, &raw); err != nil {
			rows.Close()
			return err
		}
		var spec bson.D
		if err := bson.Unmarshal(raw, &spec); err != nil {
			rows.Close()
			return err
		}
		ix, err := newIndexInfo(id, coll, spec)
		if err != nil {
			rows.Close()
			return err
		}
		drop = append(drop, ix)
	}
	rows.Close()
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
	return tx.Commit()
}

type catalog struct {
	dir string

	mu  sync.Mutex
	dbs map[string]*dbState

	locksMu sync.Mutex
	locks   map[string]*sync.Mutex
}

func newCatalog(dir string) *catalog {
	return &catalog{dir: dir, dbs: map[string]*dbState{}, locks: map[string]*sync.Mutex{}}
}

// collLock returns the mutex that serialises the front's writes with a filter on db.coll.
func (c *catalog) collLock(db, coll string) *sync.Mutex {
	c.locksMu.Lock()
	defer c.locksMu.Unlock()
	k := db + "." + coll
	m := c.locks[k]
	if m == nil {
		m = new(sync.Mutex)
		c.locks[k] = m
	}
	return m
}

func (c *catalog) file(db string) string { return filepath.Join(c.dir, db+".sqlite") }

var errNoDatabase = errors.New("database does not exist")

// db returns the state of a database, opening it if its file exists.
func (c *catalog) db(ctx context.Context, name string) (*dbState, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s := c.dbs[name]; s != nil {
		return s, nil
	}
	if name == "" || strings.ContainsAny(name, "/\\\x00") {
		return nil, errNoDatabase
	}
	file := c.file(name)
	if _, err := os.Stat(file); err != nil {
		return nil, errNoDatabase
	}
	uri := "file:" + file + "?mode=rw&_pragma=busy_timeout(20000)"
	rd, err := sql.Open("sqlite", uri)
	if err != nil {
		return nil, err
	}
	rd.SetMaxOpenConns(8)
	rd.SetMaxIdleConns(8)
	wr, err := sql.Open("sqlite", uri+"&_txlock=immediate")
	if err != nil {
		rd.Close()
		return nil, err
	}
	wr.SetMaxOpenConns(1)
	s := &dbState{name: name, rd: rd, wr: wr, lookups: map[string]bool{}}
	if err := s.load(ctx); err != nil {
		rd.Close()
		wr.Close()
		return nil, err
	}
	c.dbs[name] = s
	return s, nil
}

// forget closes a database's handles (after dropDatabase removed its file).
func (c *catalog) forget(name string) {
	c.mu.Lock()
	s := c.dbs[name]
	delete(c.dbs, name)
	c.mu.Unlock()
	if s != nil {
		s.rd.Close()
		s.wr.Close()
	}
}

func (c *catalog) close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for n, s := range c.dbs {
		s.rd.Close()
		s.wr.Close()
		delete(c.dbs, n)
	}
}

// load creates the catalog table if needed and reads it.
func (s *dbState) load(ctx context.Context) error {
	_, err := s.wr.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS `+catalogTable+` (
		id INTEGER PRIMARY KEY,
		coll TEXT NOT NULL,
		name TEXT NOT NULL,
		spec BLOB NOT NULL,
		multikey INTEGER NOT NULL DEFAULT 0,
		state TEXT NOT NULL DEFAULT 'ready',
		UNIQUE (coll, name))`)
	if err != nil {
		return err
	}
	if !s.loaded {
		// a build the engine did not finish (it stopped meanwhile) is dropped: the application
		// asks for the index again
		if err := s.dropUnfinished(ctx); err != nil {
			return err
		}
		s.loaded = true
	}
	rows, err := s.rd.QueryContext(ctx, `SELECT id, coll, name, spec FROM `+catalogTable+` WHERE state = 'ready' ORDER BY id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	idx := map[string][]*indexInfo{}
	for rows.Next() {
		var id int64
		var coll, name string
		var raw []byte
		if err := rows.Scan(&id, &coll, &name, &raw); err != nil {
			return err
		}
		var spec bson.D
		if err := bson.Unmarshal(raw, &spec); err != nil {
			return err
		}
		ix, err := newIndexInfo(id, coll, spec)
		if err != nil {
			return err
		}
		idx[coll] = append(idx[coll], ix)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	s.mu.Lock()
	s.indexes = idx
	s.mu.Unlock()
	return nil
}

func newIndexInfo(id int64, coll string, spec bson.D) (*indexInfo, error) {
	ix := &indexInfo{id: id, coll: coll, spec: spec}
	for _, e := range spec {
		switch e.Key {
		case "key":
			ix.key, _ = e.Value.(bson.D)
		case "name":
			ix.name, _ = e.Value.(string)
		case "unique":
			ix.unique = truthy(e.Value)
		case "sparse":
			ix.sparse = truthy(e.Value)
		case "expireAfterSeconds":
			if n, ok := asInt(e.Value); ok {
				ix.ttl = &n
			}
		case "partialFilterExpression":
			ix.partial, _ = e.Value.(bson.D)
		}
	}
	ks, err := keySpecFromHex(specHex(ix.key, ix.unique, ix.sparse, ix.partial))
	if err != nil {
		return nil, err
	}
	ix.ks = ks
	return ix, nil
}

// collIndexes returns the indexes of a collection.
func (s *dbState) collIndexes(coll string) []*indexInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.indexes[coll]
}

// collMeta is FerretDB's metadata of a collection.
type collMeta struct {
	table  string
	capped bool
}

type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// collectionMeta reads FerretDB's metadata row of a collection; nil if it does not exist.
func collectionMeta(ctx context.Context, q querier, coll string) (*collMeta, error) {
	var table, settings string
	err := q.QueryRowContext(ctx, `SELECT table_name, settings FROM `+ferretMetaTable+` WHERE name = ?`, coll).Scan(&table, &settings)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		if strings.Contains(err.Error(), "no such table") {
			return nil, nil
		}
		return nil, err
	}
	var st struct {
		CappedSize int64 `json:"cappedSize"`
	}
	_ = json.Unmarshal([]byte(settings), &st)
	return &collMeta{table: table, capped: st.CappedSize > 0}, nil
}

// ensureLookup adds the index that FerretDB's `_id` lookups (and the front's joins) search with:
// FerretDB filters on `_ferretdb_sjson->'$._id'` but indexes another expression.
func (s *dbState) ensureLookup(ctx context.Context, table string) error {
	s.mu.Lock()
	done := s.lookups[table]
	s.mu.Unlock()
	if done {
		return nil
	}
	q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (%s)`, table+lookupIndexSuffix, table, idExpr)
	if _, err := s.wr.ExecContext(ctx, q); err != nil {
		return err
	}
	s.mu.Lock()
	s.lookups[table] = true
	s.mu.Unlock()
	return nil
}

// ensureAllLookups adds the lookup index to every collection table of the database.
func (s *dbState) ensureAllLookups(ctx context.Context) error {
	rows, err := s.rd.QueryContext(ctx, `SELECT table_name FROM `+ferretMetaTable)
	if err != nil {
		if strings.Contains(err.Error(), "no such table") {
			return nil
		}
		return err
	}
	var tables []string
	for rows.Next() {
		var t string
		if err := rows.Scan(&t); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, t)
	}
	rows.Close()
	for _, t := range tables {
		if err := s.ensureLookup(ctx, t); err != nil {
			return err
		}
	}
	return nil
}

// triggersSQL returns the statements that create an index's triggers on a collection table.
func triggersSQL(ix *indexInfo, table string) []string {
	side := ix.sideTable()
	spec := ix.ks.hex
	// the _id is extracted once: a subquery with LIMIT is not flattened into the join, so the
	// JSON is not parsed again for every key of the document
	ins := func(row string) string {
		return fmt.Sprintf(`INSERT INTO %q (key, docid) SELECT unhex(j.value), d.id FROM (SELECT %s.%s AS id LIMIT 1) d, json_each(%s('%s', %s.%s)) j;`,
			side, row, idExpr, fnKeys, spec, row, sjsonColumn)
	}
	del := func(row string) string {
		return fmt.Sprintf(`DELETE FROM %q WHERE key IN (SELECT unhex(value) FROM json_each(%s('%s', %s.%s))) AND docid = %s.%s;`,
			side, fnKeys, spec, row, sjsonColumn, row, idExpr)
	}
	mk := func(row string) string {
		return fmt.Sprintf(`UPDATE %s SET multikey = multikey | %s('%s', %s.%s) WHERE id = %d AND (multikey | %s('%s', %s.%s)) != multikey;`,
			catalogTable, fnMultikey, spec, row, sjsonColumn, ix.id, fnMultikey, spec, row, sjsonColumn)
	}
	name := fmt.Sprintf("%s%d", triggerPrefix, ix.id)
	return []string{
		fmt.Sprintf(`CREATE TRIGGER %q AFTER INSERT ON %q BEGIN %s %s END`, name+"_i", table, ins("NEW"), mk("NEW")),
		fmt.Sprintf(`CREATE TRIGGER %q AFTER UPDATE ON %q WHEN OLD.%s IS NOT NEW.%s BEGIN %s %s %s END`,
			name+"_u", table, sjsonColumn, sjsonColumn, del("OLD"), ins("NEW"), mk("NEW")),
		fmt.Sprintf(`CREATE TRIGGER %q AFTER DELETE ON %q BEGIN %s END`, name+"_d", table, del("OLD")),
	}
}

// dropIndexObjects drops an index's side table and triggers (inside tx).
func dropIndexObjects(ctx context.Context, tx *sql.Tx, ix *indexInfo) error {
	name := fmt.Sprintf("%s%d", triggerPrefix, ix.id)
	for _, suffix := range []string{"_i", "_u", "_d"} {
		if _, err := tx.ExecContext(ctx, fmt.Sprintf(`DROP TRIGGER IF EXISTS %q`, name+suffix)); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`DROP TABLE IF EXISTS %q`, ix.sideTable())); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM `+catalogTable+` WHERE id = ?`, ix.id)
	return err
}

// multikeyBits reads the multikey bits of an index.
func multikeyBits(ctx context.Context, q querier, ix *indexInfo) (int64, error) {
	var bits int64
	err := q.QueryRowContext(ctx, `SELECT multikey FROM `+catalogTable+` WHERE id = ?`, ix.id).Scan(&bits)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return bits, err
}

// legacyIndexes lists, per collection, the secondary indexes FerretDB itself holds (created
// before the front owned indexes): names other than _id_ in its settings.
func (s *dbState) legacyIndexes(ctx context.Context) (map[string][]string, error) {
	rows, err := s.rd.QueryContext(ctx, `SELECT name, settings FROM `+ferretMetaTable)
	if err != nil {
		if strings.Contains(err.Error(), "no such table") {
			return nil, nil
		}
		return nil, err
	}
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var name, settings string
		if err := rows.Scan(&name, &settings); err != nil {
			return nil, err
		}
		var st struct {
			Indexes []struct {
				Name string `json:"name"`
			} `json:"indexes"`
		}
		if err := json.Unmarshal([]byte(settings), &st); err != nil {
			continue
		}
		for _, ix := range st.Indexes {
			if ix.Name != "_id_" {
				out[name] = append(out[name], ix.Name)
			}
		}
	}
	return out, rows.Err()
}
