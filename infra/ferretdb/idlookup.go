package main

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the driver FerretDB itself uses
)

// FerretDB v1.24 answers a filter on `_id` with `WHERE _ferretdb_sjson->'$._id' = ?`, but creates
// its `_id` index on the expression `_ferretdb_sjson->"_id"`. SQLite uses an expression index only
// for the same expression, so every `_id` lookup reads the whole table (42 ms at 10,000 documents,
// growing with the collection). indexIDLookups adds, for every collection table, an index on the
// exact expression the lookups use, so they become index searches. FerretDB does not know about
// it: its own metadata and indexes are untouched, and dropping a collection drops the table with
// the index.

const lookupIndexSuffix = "_ferretdb_id_lookup"

// sqliteDir is the directory of a FerretDB SQLite URL such as "file:data/" or "file:/tmp/x/?mode=rwc".
func sqliteDir(url string) string {
	dir := strings.TrimPrefix(url, "file:")
	if i := strings.IndexByte(dir, '?'); i >= 0 {
		dir = dir[:i]
	}
	return dir
}

// indexIDLookups looks for collection tables without the lookup index every second until ctx ends.
func indexIDLookups(ctx context.Context, dir string, l *slog.Logger) {
	open := map[string]*sql.DB{}
	defer func() {
		for _, db := range open {
			db.Close()
		}
	}()

	ticker := time.NewTicker(time.Second)
	defer ticker.Stop()

	for {
		files, _ := filepath.Glob(filepath.Join(dir, "*.sqlite"))
		present := map[string]bool{}
		for _, file := range files {
			present[file] = true
			db, ok := open[file]
			if !ok {
				var err error
				if db, err = sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)"); err != nil {
					l.Warn("id lookup index: cannot open database", slog.String("file", file), slog.Any("error", err))
					continue
				}
				db.SetMaxOpenConns(1)
				open[file] = db
			}
			if err := addLookupIndexes(ctx, db); err != nil && ctx.Err() == nil {
				l.Debug("id lookup index: will retry", slog.String("file", file), slog.Any("error", err))
			}
		}
		for file, db := range open {
			if !present[file] {
				db.Close()
				delete(open, file)
			}
		}

		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
	}
}

// addLookupIndexes creates the missing lookup indexes of one database file.
func addLookupIndexes(ctx context.Context, db *sql.DB) error {
	rows, err := db.QueryContext(ctx, `
		SELECT t.name FROM sqlite_master t
		WHERE t.type = 'table' AND t.sql LIKE '%_ferretdb_sjson%'
		AND NOT EXISTS (SELECT 1 FROM sqlite_master i WHERE i.type = 'index' AND i.tbl_name = t.name AND i.name = t.name || ?)`,
		lookupIndexSuffix,
	)
	if err != nil {
		return err
	}
	var tables []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			rows.Close()
			return err
		}
		tables = append(tables, name)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}

	for _, table := range tables {
		q := fmt.Sprintf(`CREATE INDEX IF NOT EXISTS %q ON %q (_ferretdb_sjson->'$._id')`, table+lookupIndexSuffix, table)
		if _, err := db.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}
