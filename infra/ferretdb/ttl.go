package main

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	"go.mongodb.org/mongo-driver/bson/primitive"
)

// TTL: every ttlInterval the monitor deletes, for each index with expireAfterSeconds, the
// documents whose indexed date (the earliest, for an array) is older than now minus
// expireAfterSeconds, as mongod's TTL monitor does. They are found through the index: the keys
// of dates below the cutoff.

const ttlBatch = 5000

func (f *front) ttlLoop(ctx context.Context) {
	t := time.NewTicker(f.ttlInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		f.ttlPass(ctx)
	}
}

// ttlPass runs one pass; a panic is logged, not fatal to the engine.
func (f *front) ttlPass(ctx context.Context) {
	defer func() {
		if r := recover(); r != nil {
			f.log.Error("front: TTL pass failed", slog.Any("panic", r))
		}
	}()
	if err := f.expireAll(ctx, time.Now()); err != nil && ctx.Err() == nil {
		f.log.Warn("front: TTL pass", slog.Any("error", err))
	}
}

// expireAll runs one TTL pass over every database.
func (f *front) expireAll(ctx context.Context, now time.Time) error {
	files, _ := filepath.Glob(filepath.Join(f.cat.dir, "*.sqlite"))
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".sqlite")
		s, err := f.cat.db(ctx, name)
		if err != nil {
			continue
		}
		s.mu.Lock()
		var ttl []*indexInfo
		for _, ixs := range s.indexes {
			for _, ix := range ixs {
				if ix.ttl != nil {
					ttl = append(ttl, ix)
				}
			}
		}
		s.mu.Unlock()
		for _, ix := range ttl {
			n, err := f.expireIndex(ctx, s, ix, now)
			if err != nil {
				return fmt.Errorf("%s.%s index %s: %w", name, ix.coll, ix.name, err)
			}
			if n > 0 {
				f.log.Debug("front: TTL deleted documents", slog.String("ns", name+"."+ix.coll), slog.String("index", ix.name), slog.Int64("n", n))
			}
		}
	}
	return nil
}

// expireIndex deletes the expired documents of one TTL index.
func (f *front) expireIndex(ctx context.Context, s *dbState, ix *indexInfo, now time.Time) (int64, error) {
	cutoff := primitive.NewDateTimeFromTime(now.Add(-time.Duration(*ix.ttl) * time.Second))
	b := &compBounds{isRange: true, lo: []byte{tagDate}, hi: keyOf(cutoff)}
	ivs := buildIntervals(ix, []*compBounds{b})
	lock := f.cat.collLock(s.name, ix.coll)
	lock.Lock()
	defer lock.Unlock()
	var total int64
	for {
		tx, err := s.wr.BeginTx(ctx, nil)
		if err != nil {
			return total, err
		}
		meta, err := collectionMeta(ctx, tx, ix.coll)
		if err != nil || meta == nil || meta.capped {
			tx.Rollback()
			return total, err
		}
		var ids []string
		for _, iv := range ivs {
			where, args := ivWhere(iv)
			q := fmt.Sprintf(`SELECT DISTINCT s.docid FROM %q s%s LIMIT %d`, ix.sideTable(), where, ttlBatch)
			rows, err := tx.QueryContext(ctx, q, args...)
			if err != nil {
				tx.Rollback()
				return total, err
			}
			for rows.Next() {
				var id string
				if err := rows.Scan(&id); err != nil {
					rows.Close()
					tx.Rollback()
					return total, err
				}
				ids = append(ids, id)
			}
			rows.Close()
		}
		del := fmt.Sprintf(`DELETE FROM %q WHERE %s = ?`, meta.table, idExpr)
		for _, id := range ids {
			r, err := tx.ExecContext(ctx, del, id)
			if err != nil {
				tx.Rollback()
				return total, err
			}
			n, _ := r.RowsAffected()
			total += n
		}
		if err := tx.Commit(); err != nil {
			return total, err
		}
		if len(ids) < ttlBatch {
			return total, nil
		}
	}
}
