package main

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"

	"go.mongodb.org/mongo-driver/bson"
)

// Reading candidates: an index scan over the plan's intervals with keyset continuation (the
// last key and docid read in each interval), so no SQL statement stays open between batches.

// ivPos is how far an interval has been read.
type ivPos struct {
	key   []byte
	docid string
	done  bool
}

// scanner reads matching documents of a plan, in the plan's order.
type scanner struct {
	p     *plan
	table string
	want  fieldsWanted // the top-level fields each document is decoded with (nil: all)
	pos   []ivPos
	cur   int // non-merge: the interval being read

	// merge: rows read ahead per interval (dropped between batches, read again)
	heads [][]scanRow
}

type scanRow struct {
	key   []byte
	docid string
	doc   bson.D
	iv    int
}

func newScanner(p *plan, table string) *scanner {
	return &scanner{p: p, table: table, pos: make([]ivPos, len(p.ivs))}
}

const scanChunk = 256

// rangeSQL is the WHERE clause of interval i after its position, and its arguments.
func (s *scanner) rangeSQL(i int) (string, []any) {
	where, args := ivConds(s.p.ivs[i], "s.key")
	if ps := s.pos[i]; ps.key != nil {
		if s.p.reverse {
			where = append(where, "(s.key, s.docid) < (?, ?)")
		} else {
			where = append(where, "(s.key, s.docid) > (?, ?)")
		}
		args = append(args, ps.key, ps.docid)
	}
	if len(where) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(where, " AND "), args
}

func (s *scanner) orderSQL() string {
	if s.p.reverse {
		return " ORDER BY s.key DESC, s.docid DESC"
	}
	return " ORDER BY s.key, s.docid"
}

// scanSQL is the statement that reads up to n rows of interval i after its position.
func (s *scanner) scanSQL(i, n int) (string, []any) {
	where, args := s.rangeSQL(i)
	q := fmt.Sprintf(`SELECT s.key, s.docid, t.%s FROM %q s CROSS JOIN %q t ON t.%s = +s.docid`, sjsonColumn, s.p.ix.sideTable(), s.table, idExpr)
	return q + where + s.orderSQL() + " LIMIT ?", append(args, n)
}

// oneEntryPerDoc reports whether a document has at most one entry in the plan's intervals: the
// index has no multikey part, or there is one interval and every multikey part is fixed in it by
// an equality (a document has one entry per distinct value, and (key, docid) is the side table's
// primary key). Then an entry is a document: no DISTINCT to count, no first-entry check to read.
func (p *plan) oneEntryPerDoc() bool {
	return p.multi == 0 || (len(p.ivs) == 1 && p.multi>>uint(p.eqComps) == 0)
}

// skipsByIndex reports whether a skip can pass over index entries without reading their
// documents: each entry in the intervals is a match (the bounds are the whole filter) and each
// document has one entry there, as a covered skip does in MongoDB.
func (s *scanner) skipsByIndex() bool {
	return s.p.exact && s.p.oneEntryPerDoc() && !s.p.merge
}

// skipByIndex moves the scan past *skip entries, interval by interval, reading keys only: the
// entry at offset skip-1 becomes the interval's position, or a shorter interval is passed whole.
func (s *scanner) skipByIndex(ctx context.Context, tx *sql.Tx, skip *int64) error {
	for *skip > 0 && s.cur < len(s.p.ivs) {
		where, args := s.rangeSQL(s.cur)
		from := fmt.Sprintf(`FROM %q s`, s.p.ix.sideTable())
		var key []byte
		var docid string
		err := tx.QueryRowContext(ctx, "SELECT s.key, s.docid "+from+where+s.orderSQL()+" LIMIT 1 OFFSET ?", append(args, *skip-1)...).Scan(&key, &docid)
		if err == nil {
			s.pos[s.cur] = ivPos{key: key, docid: docid}
			*skip = 0
			return nil
		}
		if err != sql.ErrNoRows {
			return err
		}
		var n int64
		if err := tx.QueryRowContext(ctx, "SELECT count(*) "+from+where, args...).Scan(&n); err != nil {
			return err
		}
		*skip -= n
		s.pos[s.cur].done = true
		s.cur++
	}
	return nil
}

// fetchInterval reads up to n rows of interval i after its position.
func (s *scanner) fetchInterval(ctx context.Context, tx *sql.Tx, i, n int) ([]scanRow, error) {
	q, args := s.scanSQL(i, n)
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []scanRow
	for rows.Next() {
		var r scanRow
		var text string
		if err := rows.Scan(&r.key, &r.docid, &text); err != nil {
			return nil, err
		}
		d, err := decodeSJSONFields([]byte(text), s.want)
		if err != nil {
			return nil, fmt.Errorf("front: cannot decode a stored document: %w", err)
		}
		r.doc, r.iv = d, i
		out = append(out, r)
	}
	return out, rows.Err()
}

// canonical reports whether a row is the one place the scan returns its document: a document
// with several keys in the intervals (a multikey index) is returned at the first of them in
// the scan's order.
func (s *scanner) canonical(r *scanRow) bool {
	if s.p.oneEntryPerDoc() {
		return true
	}
	keys, err := s.p.ix.ks.keys(r.doc)
	if err != nil {
		return true
	}
	var bestKey []byte
	bestIv := -1
	var bestSuffix []byte
	for _, k := range keys {
		for j, iv := range s.p.ivs {
			if (iv.lo != nil && string(k.key) < string(iv.lo)) || (iv.hi != nil && string(k.key) >= string(iv.hi)) {
				continue
			}
			if s.p.merge {
				suf := k.key[len(iv.prefix):]
				better := bestIv < 0
				if !better {
					c := strings.Compare(string(suf), string(bestSuffix))
					if s.p.reverse {
						c = -c
					}
					better = c < 0 || (c == 0 && j < bestIv)
				}
				if better {
					bestIv, bestSuffix, bestKey = j, suf, k.key
				}
				continue
			}
			better := bestIv < 0 || j < bestIv
			if !better && j == bestIv {
				c := strings.Compare(string(k.key), string(bestKey))
				better = (c < 0) != s.p.reverse && c != 0
			}
			if better {
				bestIv, bestKey = j, k.key
			}
		}
	}
	return bestIv < 0 || (bestIv == r.iv && string(bestKey) == string(r.key))
}

// next returns up to n matching documents (n <= 0: all), and whether the scan is exhausted.
func (s *scanner) next(ctx context.Context, tx *sql.Tx, n int, maxBytes int, skip *int64) ([]bson.D, bool, error) {
	var out []bson.D
	size := 0
	want := func() bool { return (n <= 0 || len(out) < n) && size < maxBytes }
	emit := func(r *scanRow) {
		if !s.canonical(r) || !s.p.f.matches(r.doc) {
			return
		}
		if *skip > 0 {
			*skip--
			return
		}
		out = append(out, r.doc)
		size += approxSize(r.doc)
	}
	if *skip > 0 && s.skipsByIndex() {
		if err := s.skipByIndex(ctx, tx, skip); err != nil {
			return nil, false, err
		}
	}
	if !s.p.merge {
		for s.cur < len(s.p.ivs) && want() {
			chunk := chunkFor(n-len(out), *skip)
			rows, err := s.fetchInterval(ctx, tx, s.cur, chunk)
			if err != nil {
				return nil, false, err
			}
			consumed := 0
			for k := range rows {
				r := &rows[k]
				s.pos[s.cur] = ivPos{key: r.key, docid: r.docid}
				consumed++
				emit(r)
				if !want() {
					break
				}
			}
			if consumed == len(rows) && len(rows) < chunk {
				s.pos[s.cur].done = true
				s.cur++
			}
		}
		return out, s.cur >= len(s.p.ivs), nil
	}
	// merge: the smallest head (by the keys after the equality prefix, then docid) goes first
	s.heads = make([][]scanRow, len(s.p.ivs))
	for want() {
		best := -1
		for i := range s.p.ivs {
			if len(s.heads[i]) == 0 && !s.pos[i].done {
				rows, err := s.fetchInterval(ctx, tx, i, scanChunk)
				if err != nil {
					return nil, false, err
				}
				if len(rows) < scanChunk {
					// remember exhaustion only once its rows are consumed
					rows = append(rows, scanRow{iv: -1})
				}
				s.heads[i] = rows
			}
			if len(s.heads[i]) == 0 {
				continue
			}
			if s.heads[i][0].iv == -1 {
				s.pos[i].done = true
				s.heads[i] = nil
				continue
			}
			if best < 0 || s.mergeLess(&s.heads[i][0], &s.heads[best][0]) {
				best = i
			}
		}
		if best < 0 {
			return out, true, nil
		}
		r := s.heads[best][0]
		s.heads[best] = s.heads[best][1:]
		s.pos[best] = ivPos{key: r.key, docid: r.docid}
		emit(&r)
	}
	done := true
	for i := range s.pos {
		if !s.pos[i].done {
			done = false
		}
	}
	return out, done, nil
}

func (s *scanner) mergeLess(a, b *scanRow) bool {
	sa := string(a.key[len(s.p.ivs[a.iv].prefix):])
	sb := string(b.key[len(s.p.ivs[b.iv].prefix):])
	c := strings.Compare(sa, sb)
	if c == 0 {
		c = strings.Compare(a.docid, b.docid)
	}
	if s.p.reverse {
		c = -c
	}
	if c == 0 {
		return a.iv < b.iv
	}
	return c < 0
}

func chunkFor(n int, skip int64) int {
	if n <= 0 {
		return 1000
	}
	c := int64(n) + skip + 1
	if c > 1000 {
		c = 1000
	}
	if c < 16 {
		c = 16
	}
	return int(c)
}

func approxSize(d bson.D) int {
	b, err := bson.Marshal(d)
	if err != nil {
		return 0
	}
	return len(b)
}

// candidateCount counts index entries in the plan's intervals, stopping past limit.
func candidateCount(ctx context.Context, tx *sql.Tx, p *plan, limit int) (int, error) {
	total := 0
	for _, iv := range p.ivs {
		where, args := ivWhere(iv)
		q := fmt.Sprintf(`SELECT count(*) FROM (SELECT 1 FROM %q s%s LIMIT ?)`, p.ix.sideTable(), where)
		args = append(args, limit+1-total)
		var n int
		if err := tx.QueryRowContext(ctx, q, args...).Scan(&n); err != nil {
			return 0, err
		}
		total += n
		if total > limit {
			break
		}
	}
	return total, nil
}

// ivConds are the SQL conditions on column col (a side table's key) that bound interval iv.
func ivConds(iv interval, col string) ([]string, []any) {
	var where []string
	var args []any
	if iv.lo != nil {
		where = append(where, col+" >= ?")
		args = append(args, iv.lo)
	}
	if iv.hi != nil {
		where = append(where, col+" < ?")
		args = append(args, iv.hi)
	}
	return where, args
}

func ivWhere(iv interval) (string, []any) {
	where, args := ivConds(iv, "s.key")
	if len(where) == 0 {
		return "", nil
	}
	return " WHERE " + strings.Join(where, " AND "), args
}

// exactCount counts the documents of an exact plan in SQL alone.
func exactCount(ctx context.Context, tx *sql.Tx, p *plan) (int64, error) {
	var parts []string
	var args []any
	for _, iv := range p.ivs {
		w, a := ivConds(iv, "key")
		args = append(args, a...)
		if len(w) == 0 {
			w = []string{"1"}
		}
		parts = append(parts, "("+strings.Join(w, " AND ")+")")
	}
	if len(parts) == 0 {
		return 0, nil
	}
	var q string
	if !p.oneEntryPerDoc() {
		q = fmt.Sprintf(`SELECT count(DISTINCT docid) FROM %q WHERE %s`, p.ix.sideTable(), strings.Join(parts, " OR "))
	} else if len(parts) == 1 {
		q = fmt.Sprintf(`SELECT count(*) FROM %q WHERE %s`, p.ix.sideTable(), parts[0])
	} else {
		// disjoint intervals: sum of counts, each an index range
		var subs []string
		argi := 0
		var nargs []any
		for i, iv := range p.ivs {
			_ = i
			n := 0
			if iv.lo != nil {
				n++
			}
			if iv.hi != nil {
				n++
			}
			subs = append(subs, fmt.Sprintf(`(SELECT count(*) FROM %q WHERE %s)`, p.ix.sideTable(), parts[i]))
			nargs = append(nargs, args[argi:argi+n]...)
			argi += n
		}
		q = "SELECT " + strings.Join(subs, " + ")
		args = nargs
	}
	var n int64
	err := tx.QueryRowContext(ctx, q, args...).Scan(&n)
	return n, err
}

// fetchByIDs reads the documents with the given _id values (the _id lookup index).
func fetchByIDs(ctx context.Context, tx *sql.Tx, table string, ids []any) ([]bson.D, error) {
	seen := map[string]bool{}
	var out []bson.D
	q := fmt.Sprintf(`SELECT %s FROM %q WHERE %s = ?`, sjsonColumn, table, idExpr)
	for _, id := range ids {
		t, _ := idText(id)
		if seen[t] {
			continue
		}
		seen[t] = true
		rows, err := tx.QueryContext(ctx, q, t)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var text string
			if err := rows.Scan(&text); err != nil {
				rows.Close()
				return nil, err
			}
			d, err := decodeSJSON([]byte(text))
			if err != nil {
				rows.Close()
				return nil, err
			}
			out = append(out, d)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// sortDocs sorts documents as FerretDB does: a path is read without going through arrays
// (missing is null), an array sorts by its smallest element ascending and its largest
// descending, an empty array first ascending and last descending.
func sortDocs(docs []bson.D, srt []sortKey) {
	type keyed struct {
		d    bson.D
		keys [][]byte
	}
	ks := make([]keyed, len(docs))
	for i, d := range docs {
		ks[i].d = d
		for _, s := range srt {
			ks[i].keys = append(ks[i].keys, sortKeyBytes(d, s))
		}
	}
	sort.SliceStable(ks, func(a, b int) bool {
		for i := range srt {
			c := strings.Compare(string(ks[a].keys[i]), string(ks[b].keys[i]))
			if c != 0 {
				return c < 0
			}
		}
		return false
	})
	for i := range ks {
		docs[i] = ks[i].d
	}
}

// sortKeyBytes is a byte string whose order is the sort order of one sort key.
func sortKeyBytes(d bson.D, s sortKey) []byte {
	v := sortValue(d, s.parts)
	if a, ok := v.(bson.A); ok {
		if len(a) == 0 {
			if s.desc {
				return []byte{0xFF, 0xFF}
			}
			return []byte{0x00}
		}
		best := keyOf(a[0])
		for _, e := range a[1:] {
			k := keyOf(e)
			if (!s.desc && string(k) < string(best)) || (s.desc && string(k) > string(best)) {
				best = k
			}
		}
		if s.desc {
			return append([]byte{0x01}, invert(best)...)
		}
		return append([]byte{0x01}, best...)
	}
	k := keyOf(v)
	if s.desc {
		return append([]byte{0x01}, invert(k)...)
	}
	return append([]byte{0x01}, k...)
}

func sortValue(d bson.D, parts []string) any {
	var v any = d
	for _, p := range parts {
		sd, ok := v.(bson.D)
		if !ok {
			return nil
		}
		v, ok = lookup(sd, p)
		if !ok {
			return nil
		}
	}
	return v
}
