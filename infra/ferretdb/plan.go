package main

import (
	"fmt"
	"regexp"
	"strings"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// The planner picks, for a filter and a sort, the declared index MongoDB's planner would use:
// equality prefix (incl. $in, $all's first element), then the sort fields in index order (the
// whole index read in either direction), then one range; or the `_id` lookup for an `_id`
// equality. Every candidate is checked against the whole filter in Go, so bounds only need to
// contain every matching document's keys.

type sortKey struct {
	path  string
	parts []string
	desc  bool
}

// parseSort parses a sort document; $natural and $meta sorts are not served.
func parseSort(d bson.D) ([]sortKey, error) {
	var out []sortKey
	seen := map[string]bool{}
	for _, e := range d {
		if strings.HasPrefix(e.Key, "$") || e.Key == "" || seen[e.Key] {
			return nil, unsupported("sort key %q", e.Key)
		}
		for _, p := range splitPath(e.Key) {
			if p == "" || isNumericPart(p) || strings.HasPrefix(p, "$") {
				return nil, unsupported("sort key %q", e.Key)
			}
		}
		n, ok := asInt(e.Value)
		if !ok || (n != 1 && n != -1) {
			return nil, unsupported("sort direction for %q", e.Key)
		}
		seen[e.Key] = true
		out = append(out, sortKey{path: e.Key, parts: splitPath(e.Key), desc: n < 0})
	}
	return out, nil
}

// interval is a half-open range of index keys [lo, hi); hi nil means no upper bound.
// prefix is the equality prefix of the keys in it (the part merge ordering skips).
type interval struct {
	lo, hi []byte
	prefix []byte
}

type plan struct {
	stage   string  // IDHACK, IXSCAN, OR or COLLSCAN
	subs    []*plan // OR: a plan a branch
	reason  string  // why COLLSCAN
	ix      *indexInfo
	ids     []any // IDHACK
	ivs     []interval
	reverse bool // read the index backwards
	merge   bool // intervals merged by the keys after the equality prefix
	memSort bool // sort candidates in memory (bounded)
	exact   bool // the bounds are the filter: counts need no documents
	multi   int64
	f       *filter
	sort    []sortKey
	bounds  bson.D // for explain
	eqComps int
}

// compBounds are the bounds of one index component.
type compBounds struct {
	points  []any  // equality points (nil if a range)
	lo, hi  []byte // a range: [lo, hi) on the ascending encoding of the component
	isRange bool
	exact   bool
}

const maxIntervals = 1000

// planQuery plans a query over the declared indexes; multi gives each index's multikey bits.
func planQuery(f *filter, srt []sortKey, indexes []*indexInfo, multi map[int64]int64) *plan {
	if p := planID(f, srt); p != nil {
		return p
	}
	var best *plan
	bestScore := -1
	for _, ix := range indexes {
		p, score := planIndex(f, srt, ix, multi[ix.id])
		if p != nil && score > bestScore {
			best, bestScore = p, score
		}
	}
	if best == nil {
		if p := planOr(f, srt, indexes, multi); p != nil {
			return p
		}
		return &plan{stage: "COLLSCAN", reason: "no index serves the filter and sort", f: f, sort: srt}
	}
	return best
}

// planOr plans a filter that only its first $or serves: each branch, with the filter's other
// conditions, must be served by an index or the _id lookup; the union is read, checked against
// the whole filter and sorted in memory.
func planOr(f *filter, srt []sortKey, indexes []*indexInfo, multi map[int64]int64) *plan {
	if len(f.ors) == 0 {
		return nil
	}
	var subs []*plan
	for _, b := range f.ors[0] {
		p := planQuery(mergeFilters(f, b), nil, indexes, multi)
		if p.stage == "COLLSCAN" {
			return nil
		}
		subs = append(subs, p)
	}
	return &plan{stage: "OR", subs: subs, f: f, sort: srt, memSort: true}
}

// mergeFilters is the conjunction of f's field conditions and a branch of its $or.
func mergeFilters(f, branch *filter) *filter {
	m := &filter{byPath: map[string]*fieldPred{}, ors: branch.ors, nors: branch.nors}
	for _, src := range []*filter{f, branch} {
		for _, p := range src.preds {
			q := m.pred(p.path)
			q.conds = append(q.conds, p.conds...)
			q.groups = append(q.groups, p.groups...)
		}
	}
	return m
}

func planID(f *filter, srt []sortKey) *plan {
	p := f.byPath["_id"]
	if p == nil {
		return nil
	}
	for _, c := range p.conds {
		var vals []any
		switch c.op {
		case "$eq":
			vals = []any{c.val}
		case "$in":
			vals = c.vals
		default:
			continue
		}
		ok := true
		for _, v := range vals {
			if _, can := idText(v); !can {
				ok = false
				break
			}
		}
		if !ok || len(vals) > maxIntervals {
			continue
		}
		return &plan{stage: "IDHACK", ids: vals, f: f, sort: srt, memSort: len(srt) > 0}
	}
	return nil
}

// pointsOf returns the index points an equality with v searches: an array is found by its
// first element (multikey entries) or as a whole (an array inside an array).
func pointsOf(v any) []any {
	if a, ok := v.(bson.A); ok {
		if len(a) == 0 {
			return []any{primitive.Undefined{}, a}
		}
		return []any{a[0], a}
	}
	return []any{v}
}

func exactPoint(v any) bool {
	switch v.(type) {
	case nil, bson.A, bson.D, primitive.Regex:
		return false
	}
	return true
}

var literalPrefix = regexp.MustCompile(`^\^([A-Za-z0-9 _\-:@/,;'"!%&=<>~#]*)`)

// regexPrefix returns the literal prefix of an anchored regex without options, and whether the
// regex is exactly that prefix.
func regexPrefix(c *cond) (string, bool, bool) {
	re := c.val.(primitive.Regex)
	if re.Options != "" {
		return "", false, false
	}
	m := literalPrefix.FindStringSubmatch(re.Pattern)
	if m == nil {
		return "", false, false
	}
	rest := re.Pattern[len(m[0]):]
	if rest != "" && (rest[0] == '?' || rest[0] == '*' || rest[0] == '{') {
		// the last literal is optional: drop it from the prefix
		if len(m[1]) == 0 {
			return "", false, false
		}
		return m[1][:len(m[1])-1], false, true
	}
	if rest == "" || rest == ".*" {
		return m[1], rest == "", true
	}
	if strings.HasPrefix(rest, "|") || strings.Contains(re.Pattern, "|") {
		return "", false, false
	}
	return m[1], false, true
}

// componentBounds derives the bounds of one component from the conditions on its path.
func componentBounds(p *fieldPred, multikey bool) *compBounds {
	if p == nil {
		return nil
	}
	for i := range p.conds {
		c := &p.conds[i]
		switch c.op {
		case "$eq":
			return &compBounds{points: pointsOf(c.val), exact: exactPoint(c.val) && len(p.conds) == 1}
		case "$in":
			if len(c.vals) == 0 {
				return &compBounds{points: []any{}, exact: len(p.conds) == 1}
			}
			var pts []any
			exact := len(p.conds) == 1
			for _, v := range c.vals {
				pts = append(pts, pointsOf(v)...)
				exact = exact && exactPoint(v)
			}
			return &compBounds{points: pts, exact: exact}
		case "$all":
			if len(c.vals) > 0 {
				return &compBounds{points: pointsOf(c.vals[0]), exact: len(c.vals) == 1 && exactPoint(c.vals[0]) && len(p.conds) == 1}
			}
		}
	}
	// a range: bounds [L, H) on the component's ascending encoding, from the first range
	// condition's type; other conditions of that type narrow it unless the path is multikey
	var b *compBounds
	used := 0
	var bracket byte
	hasLo, nan := false, false
	for i := range p.conds {
		c := &p.conds[i]
		switch c.op {
		case "$gt", "$gte", "$lt", "$lte":
			t, _ := typeTag(c.val)
			if f, ok := c.val.(float64); ok && f != f {
				nan = true
			}
			if b == nil {
				bracket = t
				b = &compBounds{isRange: true, lo: []byte{t}, hi: typeEnd(t)}
			} else if multikey || bracket != t {
				continue
			}
			k := keyOf(c.val)
			switch c.op {
			case "$gt", "$gte":
				l := k
				if c.op == "$gt" {
					l = prefixEnd(k)
				}
				if !hasLo || string(l) > string(b.lo) {
					b.lo = l
				}
				hasLo = true
			default:
				h := k
				if c.op == "$lte" {
					h = prefixEnd(k)
				}
				if string(h) < string(b.hi) {
					b.hi = h
				}
			}
			used++
		case "$regex":
			if b != nil {
				continue
			}
			prefix, _, ok := regexPrefix(c)
			if !ok {
				continue
			}
			lo := appendString([]byte{tagString}, prefix)
			lo = lo[:len(lo)-2] // the prefix, not the whole string
			bracket = tagString
			b = &compBounds{isRange: true, lo: lo, hi: prefixEnd(lo)}
			used++
		}
	}
	if b != nil {
		b.exact = used == len(p.conds) && (used == 1 || !multikey) && !hasRegex(p) && !nan &&
			(bracket != tagNumber || hasLo)
	}
	return b
}

func hasRegex(p *fieldPred) bool {
	for _, c := range p.conds {
		if c.op == "$regex" {
			return true
		}
	}
	return false
}

// prefixEnd is the smallest byte string greater than every string starting with p.
func prefixEnd(p []byte) []byte {
	e := append([]byte(nil), p...)
	for i := len(e) - 1; i >= 0; i-- {
		if e[i] != 0xFF {
			e[i]++
			return e[:i+1]
		}
	}
	return nil // no upper bound
}

// impliesPartial reports whether every document the filter matches is in a partial index.
func impliesPartial(f *filter, partial *filter) bool {
	for _, pp := range partial.preds {
		qp := f.byPath[pp.path]
		if qp == nil {
			return false
		}
		for i := range pp.conds {
			if !condImplied(qp, &pp.conds[i]) {
				return false
			}
		}
	}
	return true
}

// partialCovers reports whether every document of a partial index satisfies the filter's
// predicate fp, which the bounds do not hold: fp is one condition that the index's own filter
// implies on the same path (a customer's numbered invoices, `{customerId, number: {$exists:
// true}}` over an index partial on `number`). A count then needs no document, as with bounds.
func partialCovers(partial *filter, fp *fieldPred) bool {
	if partial == nil || len(fp.conds) != 1 || len(fp.groups) > 1 {
		return false
	}
	pp := partial.byPath[fp.path]
	return pp != nil && len(pp.conds) == 1 && condImplied(pp, &fp.conds[0])
}

func condImplied(qp *fieldPred, pc *cond) bool {
	for i := range qp.conds {
		qc := &qp.conds[i]
		switch pc.op {
		case "$exists":
			if !pc.val.(bool) {
				return false
			}
			switch qc.op {
			case "$eq":
				if qc.val != nil {
					return true
				}
			case "$gt", "$gte", "$lt", "$lte", "$regex":
				return true
			case "$exists":
				if qc.val.(bool) {
					return true
				}
			case "$in":
				ok := len(qc.vals) > 0
				for _, v := range qc.vals {
					if v == nil {
						ok = false
					}
				}
				if ok {
					return true
				}
			}
		case "$eq":
			if qc.op == "$eq" && compareValues(qc.val, pc.val) == 0 {
				return true
			}
		case "$gt", "$gte", "$lt", "$lte":
			var vals []any
			switch qc.op {
			case "$eq":
				vals = []any{qc.val}
			case "$in":
				vals = qc.vals
			case pc.op:
				c := compareValues(qc.val, pc.val)
				t1, _ := typeTag(qc.val)
				t2, _ := typeTag(pc.val)
				if t1 == t2 && ((pc.op[:3] == "$gt" && c >= 0) || (pc.op[:3] == "$lt" && c <= 0)) {
					return true
				}
			case "$gt", "$gte", "$lt", "$lte":
				// $gt implies $gte of the same or a smaller bound
				if qc.op[:3] == pc.op[:3] {
					c := compareValues(qc.val, pc.val)
					t1, _ := typeTag(qc.val)
					t2, _ := typeTag(pc.val)
					if t1 == t2 && ((pc.op[:3] == "$gt" && c > 0) || (pc.op[:3] == "$lt" && c < 0) || (c == 0 && len(qc.op) == 3)) {
						return true
					}
				}
			}
			if len(vals) > 0 {
				all := true
				for _, v := range vals {
					if _, isArr := v.(bson.A); isArr || !rangeMatches(pc.op, v, pc.val) {
						all = false
					}
				}
				if all {
					return true
				}
			}
		}
	}
	return false
}

// impliesExists reports whether the filter only matches documents that have the path.
func impliesExists(f *filter, path string) bool {
	qp := f.byPath[path]
	if qp == nil {
		return false
	}
	return condImplied(qp, &cond{op: "$exists", val: true})
}

// planIndex plans the use of one index; nil if it serves neither the filter nor the sort.
func planIndex(f *filter, srt []sortKey, ix *indexInfo, multi int64) (*plan, int) {
	if ix.ks.partial != nil && !impliesPartial(f, ix.ks.partial) {
		return nil, 0
	}
	if ix.sparse {
		ok := false
		for _, fld := range ix.ks.fields {
			if impliesExists(f, fld) {
				ok = true
			}
		}
		if !ok {
			return nil, 0
		}
	}
	n := len(ix.ks.fields)
	var comps []*compBounds
	combos := 1
	eq := 0
	for i := 0; i < n; i++ {
		b := componentBounds(f.byPath[ix.ks.fields[i]], multi&(1<<i) != 0)
		if b == nil {
			break
		}
		if !b.isRange {
			if combos*max(len(b.points), 1) > maxIntervals {
				break
			}
			combos *= max(len(b.points), 1)
			comps = append(comps, b)
			eq++
			continue
		}
		comps = append(comps, b)
		break
	}
	hasRange := len(comps) > eq

	// sort: drop sort keys bound to a single point, then they must follow the index order
	// (every key the same way as the index, or every key the opposite way)
	single := map[string]bool{}
	for i := 0; i < eq; i++ {
		if len(comps[i].points) == 1 {
			single[ix.ks.fields[i]] = true
		}
	}
	var rest []sortKey
	for _, s := range srt {
		if !single[s.path] {
			rest = append(rest, s)
		}
	}
	sortOK, reverse, merge := len(rest) == 0, false, false
	if len(rest) > 0 {
		try := func(startComps []int) (bool, bool) {
			if len(rest) > len(startComps) {
				return false, false
			}
			rev := false
			for j, s := range rest {
				c := startComps[j]
				if ix.ks.fields[c] != s.path || multi&(1<<c) != 0 {
					return false, false
				}
				r := s.desc != ix.ks.desc[c]
				if j == 0 {
					rev = r
				} else if r != rev {
					return false, false
				}
			}
			return true, rev
		}
		// index order without single points
		var order []int
		for i := 0; i < n; i++ {
			if i < eq && len(comps[i].points) == 1 {
				continue
			}
			order = append(order, i)
		}
		if ok, rev := try(order); ok {
			sortOK, reverse = true, rev
		} else if eq > 0 && !hasRange {
			var after []int
			for i := eq; i < n; i++ {
				after = append(after, i)
			}
			if ok, rev := try(after); ok {
				sortOK, reverse, merge = true, rev, true
			}
		}
	}
	if len(comps) == 0 && !(sortOK && len(srt) > 0) {
		return nil, 0
	}
	if len(comps) == 0 && (ix.ks.partial != nil || ix.sparse) {
		return nil, 0
	}

	p := &plan{stage: "IXSCAN", ix: ix, f: f, sort: srt, multi: multi, reverse: reverse, merge: merge, memSort: !sortOK, eqComps: eq}
	p.ivs = buildIntervals(ix, comps)
	if reverse {
		for i, j := 0, len(p.ivs)-1; i < j; i, j = i+1, j-1 {
			p.ivs[i], p.ivs[j] = p.ivs[j], p.ivs[i]
		}
	}
	// exact when every condition of the filter is one of the bounds
	exact := true
	bound := map[string]bool{}
	for i, b := range comps {
		bound[ix.ks.fields[i]] = true
		exact = exact && b.exact
	}
	for _, fp := range f.preds {
		if !bound[fp.path] && !partialCovers(ix.ks.partial, fp) {
			exact = false
		}
	}
	if len(f.ors) > 0 || len(f.nors) > 0 {
		exact = false
	}
	p.exact = exact
	p.bounds = explainBounds(ix, comps)

	score := 10 * len(comps)
	if hasRange {
		score -= 5
	}
	if sortOK && len(srt) > 0 {
		score += 1000
	}
	if ix.unique && eq == n {
		score += 500
	}
	if ix.ks.partial != nil {
		score += 2
	}
	return p, score
}

// buildIntervals turns component bounds into key intervals, in ascending key order.
func buildIntervals(ix *indexInfo, comps []*compBounds) []interval {
	prefixes := [][]byte{nil}
	i := 0
	for ; i < len(comps) && !comps[i].isRange; i++ {
		var next [][]byte
		var encs [][]byte
		seen := map[string]bool{}
		for _, v := range comps[i].points {
			e := keyOf(v)
			if ix.ks.desc[i] {
				invert(e)
			}
			if !seen[string(e)] {
				seen[string(e)] = true
				encs = append(encs, e)
			}
		}
		sortBytes(encs)
		for _, p := range prefixes {
			for _, e := range encs {
				next = append(next, append(append([]byte(nil), p...), e...))
			}
		}
		prefixes = next
	}
	var out []interval
	for _, p := range prefixes {
		if i < len(comps) {
			lo, hi := comps[i].lo, comps[i].hi
			if ix.ks.desc[i] {
				// e >= L  <=>  ^e < prefixEnd(^L), and e < H  <=>  ^e >= prefixEnd(^H), because no
				// component encoding is a proper prefix of a bound
				lo, hi = prefixEnd(invert(append([]byte(nil), hi...))), prefixEnd(invert(append([]byte(nil), lo...)))
			}
			iv := interval{prefix: p}
			iv.lo = append(append([]byte(nil), p...), lo...)
			if hi != nil {
				iv.hi = append(append([]byte(nil), p...), hi...)
			} else if len(p) > 0 {
				iv.hi = prefixEnd(p)
			}
			if iv.hi != nil && string(iv.lo) >= string(iv.hi) {
				continue
			}
			out = append(out, iv)
		} else if len(p) == 0 {
			out = append(out, interval{})
		} else {
			out = append(out, interval{lo: p, hi: prefixEnd(p), prefix: p})
		}
	}
	return out
}

func sortBytes(b [][]byte) {
	for i := 1; i < len(b); i++ {
		for j := i; j > 0 && string(b[j]) < string(b[j-1]); j-- {
			b[j], b[j-1] = b[j-1], b[j]
		}
	}
}

func explainBounds(ix *indexInfo, comps []*compBounds) bson.D {
	var d bson.D
	for i, f := range ix.ks.fields {
		var desc bson.A
		switch {
		case i >= len(comps):
			desc = bson.A{"[MinKey, MaxKey]"}
		case comps[i].isRange:
			desc = bson.A{"range"}
		default:
			for _, p := range comps[i].points {
				desc = append(desc, fmt.Sprintf("[%v, %v]", p, p))
			}
		}
		d = append(d, bson.E{Key: f, Value: desc})
	}
	return d
}
