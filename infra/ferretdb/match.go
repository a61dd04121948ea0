package main

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"strings"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
)

// The filter language the front evaluates itself: a conjunction of conditions on field paths.
// Anything outside it makes parseFilter fail with errUnsupported, and the command is forwarded.

var errUnsupported = errors.New("not served by the front")

func unsupported(format string, args ...any) error {
	return fmt.Errorf("%w: %s", errUnsupported, fmt.Sprintf(format, args...))
}

type cond struct {
	op   string // $eq $ne $gt $gte $lt $lte $in $nin $exists $regex $all $size $not
	val  any
	vals []any
	re   *regexp.Regexp
	not  []cond
	// implicit marks {field: value} (not {field: {$eq: value}}): FerretDB treats a missing
	// field differently for the two
	implicit bool
}

// checkEqOperand refuses the operands whose matching FerretDB does its own way (documents,
// arrays: an equality with them does not look into arrays) and types the front does not handle.
func checkEqOperand(v any) error {
	switch v.(type) {
	case bson.D, bson.A:
		return unsupported("equality with a document or an array")
	}
	return checkValue(v)
}

type fieldPred struct {
	path  string
	parts []string
	conds []cond
	// groups are the conditions of each filter pair on the path, in order: FerretDB matches a
	// pair when one value the path reaches satisfies all of its conditions
	groups [][]cond
}

type filter struct {
	preds  []*fieldPred
	byPath map[string]*fieldPred
	// ors and nors are $or and $nor: checked on each candidate, never used for bounds
	ors  [][]*filter
	nors [][]*filter
}

// topFields adds the top-level fields the filter reads (its $or and $nor branches too) to set.
func (f *filter) topFields(set map[string]bool) {
	for _, p := range f.preds {
		if len(p.parts) > 0 {
			set[p.parts[0]] = true
		}
	}
	for _, group := range [][][]*filter{f.ors, f.nors} {
		for _, branches := range group {
			for _, b := range branches {
				b.topFields(set)
			}
		}
	}
}

// empty reports whether the filter matches every document.
func (f *filter) empty() bool { return len(f.preds) == 0 && len(f.ors) == 0 && len(f.nors) == 0 }

// parseFilter parses a query filter.
func parseFilter(d bson.D) (*filter, error) {
	f := &filter{byPath: map[string]*fieldPred{}}
	if err := f.add(d, 0); err != nil {
		return nil, err
	}
	return f, nil
}

func (f *filter) pred(path string) *fieldPred {
	p := f.byPath[path]
	if p == nil {
		p = &fieldPred{path: path, parts: splitPath(path)}
		f.byPath[path] = p
		f.preds = append(f.preds, p)
	}
	return p
}

func (f *filter) add(d bson.D, depth int) error {
	if depth > 20 {
		return unsupported("filter nested too deeply")
	}
	for _, e := range d {
		if strings.HasPrefix(e.Key, "$") {
			switch e.Key {
			case "$and":
				arr, ok := e.Value.(bson.A)
				if !ok || len(arr) == 0 {
					return unsupported("$and must be a nonempty array")
				}
				for _, sub := range arr {
					sd, ok := sub.(bson.D)
					if !ok {
						return unsupported("$and element")
					}
					if err := f.add(sd, depth+1); err != nil {
						return err
					}
				}
			case "$or", "$nor":
				arr, ok := e.Value.(bson.A)
				if !ok || len(arr) == 0 {
					return unsupported("%s must be a nonempty array", e.Key)
				}
				var branches []*filter
				for _, sub := range arr {
					sd, ok := sub.(bson.D)
					if !ok {
						return unsupported("%s element", e.Key)
					}
					b := &filter{byPath: map[string]*fieldPred{}}
					if err := b.add(sd, depth+1); err != nil {
						return err
					}
					branches = append(branches, b)
				}
				if e.Key == "$or" {
					f.ors = append(f.ors, branches)
				} else {
					f.nors = append(f.nors, branches)
				}
			case "$comment":
			default:
				return unsupported("top-level operator %s", e.Key)
			}
			continue
		}
		if e.Key == "" || strings.HasPrefix(e.Key, ".") || strings.HasSuffix(e.Key, ".") || strings.Contains(e.Key, "..") {
			return unsupported("field path %q", e.Key)
		}
		for _, part := range splitPath(e.Key) {
			if isNumericPart(part) || strings.HasPrefix(part, "$") {
				return unsupported("field path %q", e.Key)
			}
		}
		conds, err := parseConds(e.Value, depth)
		if err != nil {
			return err
		}
		p := f.pred(e.Key)
		p.conds = append(p.conds, conds...)
		p.groups = append(p.groups, conds)
	}
	return nil
}

// isOperatorDoc reports whether v is {$op: ...} (its first key starts with $).
func isOperatorDoc(v any) (bson.D, bool) {
	d, ok := v.(bson.D)
	if !ok || len(d) == 0 || !strings.HasPrefix(d[0].Key, "$") {
		return nil, false
	}
	return d, true
}

func checkValue(v any) error {
	if !supported(v) {
		return unsupported("value of type %T", v)
	}
	switch v.(type) {
	case primitive.MinKey, primitive.MaxKey, primitive.Undefined:
		return unsupported("value of type %T", v)
	}
	return nil
}

func parseConds(v any, depth int) ([]cond, error) {
	if re, ok := v.(primitive.Regex); ok {
		c, err := regexCond(re.Pattern, re.Options)
		if err != nil {
			return nil, err
		}
		c.implicit = true
		return []cond{c}, nil
	}
	d, ok := isOperatorDoc(v)
	if !ok {
		if err := checkEqOperand(v); err != nil {
			return nil, err
		}
		return []cond{{op: "$eq", val: v, implicit: true}}, nil
	}
	var out []cond
	var regexOpts *string
	var regexIdx = -1
	for _, e := range d {
		switch e.Key {
		case "$eq", "$ne", "$gt", "$gte", "$lt", "$lte":
			if err := checkEqOperand(e.Value); err != nil {
				return nil, err
			}
			if _, isRe := e.Value.(primitive.Regex); isRe && e.Key != "$eq" && e.Key != "$ne" {
				return nil, unsupported("range with a regex")
			}
			switch e.Key {
			case "$gt", "$gte", "$lt", "$lte":
				switch e.Value.(type) {
				case bson.A, bson.D, nil:
					return nil, unsupported("range on %T", e.Value)
				}
			}
			out = append(out, cond{op: e.Key, val: e.Value})
		case "$in", "$nin", "$all":
			arr, ok := e.Value.(bson.A)
			if !ok {
				return nil, unsupported("%s needs an array", e.Key)
			}
			for _, x := range arr {
				if err := checkEqOperand(x); err != nil {
					return nil, err
				}
				if _, isRe := x.(primitive.Regex); isRe {
					return nil, unsupported("regex in %s", e.Key)
				}
				if _, isOp := isOperatorDoc(x); isOp {
					return nil, unsupported("operator in %s", e.Key)
				}
			}
			out = append(out, cond{op: e.Key, vals: arr})
		case "$exists":
			out = append(out, cond{op: "$exists", val: truthy(e.Value)})
		case "$size":
			n, ok := asInt(e.Value)
			if !ok || n < 0 {
				return nil, unsupported("$size")
			}
			out = append(out, cond{op: "$size", val: n})
		case "$regex":
			switch r := e.Value.(type) {
			case string:
				regexIdx = len(out)
				out = append(out, cond{op: "$regex", val: primitive.Regex{Pattern: r}})
			case primitive.Regex:
				regexIdx = len(out)
				out = append(out, cond{op: "$regex", val: r})
			default:
				return nil, unsupported("$regex")
			}
		case "$options":
			s, ok := e.Value.(string)
			if !ok {
				return nil, unsupported("$options")
			}
			regexOpts = &s
		case "$not":
			if re, ok := e.Value.(primitive.Regex); ok {
				c, err := regexCond(re.Pattern, re.Options)
				if err != nil {
					return nil, err
				}
				out = append(out, cond{op: "$not", not: []cond{c}})
				continue
			}
			if _, ok := isOperatorDoc(e.Value); !ok {
				return nil, unsupported("$not needs an operator document")
			}
			sub, err := parseConds(e.Value, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, cond{op: "$not", not: sub})
		default:
			return nil, unsupported("operator %s", e.Key)
		}
	}
	if regexIdx >= 0 {
		re := out[regexIdx].val.(primitive.Regex)
		opts := re.Options
		if regexOpts != nil {
			if opts != "" {
				return nil, unsupported("$regex options twice")
			}
			opts = *regexOpts
		}
		c, err := regexCond(re.Pattern, opts)
		if err != nil {
			return nil, err
		}
		out[regexIdx] = c
	} else if regexOpts != nil {
		return nil, unsupported("$options without $regex")
	}
	return out, nil
}

func regexCond(pattern, opts string) (cond, error) {
	flags := ""
	for _, o := range opts {
		switch o {
		case 'i', 'm', 's':
			if !strings.ContainsRune(flags, o) {
				flags += string(o)
			}
		default:
			return cond{}, unsupported("regex option %q", o)
		}
	}
	src := pattern
	if flags != "" {
		src = "(?" + flags + ")" + pattern
	}
	re, err := regexp.Compile(src)
	if err != nil {
		return cond{}, unsupported("regex %q", pattern)
	}
	return cond{op: "$regex", val: primitive.Regex{Pattern: pattern, Options: opts}, re: re}, nil
}

func truthy(v any) bool {
	switch v := v.(type) {
	case bool:
		return v
	case nil:
		return false
	case int32:
		return v != 0
	case int64:
		return v != 0
	case float64:
		return v != 0
	}
	return true
}

func asInt(v any) (int64, bool) {
	switch v := v.(type) {
	case int32:
		return int64(v), true
	case int64:
		return v, true
	case float64:
		if v == math.Trunc(v) && !math.IsInf(v, 0) {
			return int64(v), true
		}
	}
	return 0, false
}

// findValues returns the values a path reaches as FerretDB finds them: a field of a document,
// and through an array the field of each document in it; an array at the end is one value.
func findValues(doc bson.D, parts []string) []any {
	next := []any{doc}
	for _, p := range parts {
		var vals []any
		for _, v := range next {
			switch t := v.(type) {
			case bson.D:
				if x, ok := lookup(t, p); ok {
					vals = append(vals, x)
				}
			case bson.A:
				for _, e := range t {
					if sd, ok := e.(bson.D); ok {
						if x, ok := lookup(sd, p); ok {
							vals = append(vals, x)
						}
					}
				}
			}
		}
		next = vals
	}
	return next
}

// matches evaluates the filter on a document with FerretDB's semantics.
func (f *filter) matches(doc bson.D) bool {
	for _, p := range f.preds {
		vals := findValues(doc, p.parts)
		for _, g := range p.groups {
			if !groupMatches(g, vals) {
				return false
			}
		}
	}
	for _, branches := range f.ors {
		any := false
		for _, b := range branches {
			if b.matches(doc) {
				any = true
				break
			}
		}
		if !any {
			return false
		}
	}
	for _, branches := range f.nors {
		for _, b := range branches {
			if b.matches(doc) {
				return false
			}
		}
	}
	return true
}

// groupMatches evaluates the conditions of one filter pair.
func groupMatches(g []cond, vals []any) bool {
	if len(g) == 1 && g[0].implicit && g[0].op == "$eq" {
		c := &g[0]
		if c.val == nil && len(vals) == 0 {
			return true
		}
		for _, v := range vals {
			if valueEquals(v, c.val) {
				return true
			}
		}
		return false
	}
	if len(g) == 1 && g[0].op == "$regex" && g[0].implicit {
		for _, v := range vals {
			if regexMatches(&g[0], v) {
				return true
			}
		}
		return false
	}
	if len(vals) == 0 {
		return condsHold(g, nil, true)
	}
	for _, v := range vals {
		if condsHold(g, v, false) {
			return true
		}
	}
	return false
}

func condsHold(g []cond, v any, missing bool) bool {
	for i := range g {
		if !condHolds(&g[i], v, missing) {
			return false
		}
	}
	return true
}

// condHolds evaluates one condition on one value (missing: the field is absent, which most
// operators see as null).
func condHolds(c *cond, v any, missing bool) bool {
	switch c.op {
	case "$exists":
		return !missing == c.val.(bool)
	case "$not":
		return !condsHold(c.not, v, missing)
	case "$regex":
		return !missing && regexMatches(c, v)
	}
	if missing {
		v = nil
	}
	switch c.op {
	case "$eq":
		return valueEquals(v, c.val)
	case "$ne":
		return !valueEquals(v, c.val)
	case "$in":
		for _, x := range c.vals {
			if valueEquals(v, x) {
				return true
			}
		}
		return false
	case "$nin":
		for _, x := range c.vals {
			if valueEquals(v, x) {
				return false
			}
		}
		return true
	case "$all":
		if len(c.vals) == 0 {
			return false
		}
		switch t := v.(type) {
		case bson.D:
			return false
		case bson.A:
			for _, x := range c.vals {
				found := false
				for _, e := range t {
					if valueEquals(e, x) {
						found = true
						break
					}
				}
				if !found {
					return false
				}
			}
			return true
		default:
			for _, x := range c.vals {
				if !valueEquals(v, x) {
					return false
				}
			}
			return true
		}
	case "$gt", "$gte", "$lt", "$lte":
		if a, ok := v.(bson.A); ok {
			for _, e := range a {
				if rangeMatches(c.op, e, c.val) {
					return true
				}
			}
			return false
		}
		return rangeMatches(c.op, v, c.val)
	case "$size":
		a, ok := v.(bson.A)
		return ok && int64(len(a)) == c.val.(int64)
	}
	return false
}

// valueEquals is FerretDB's equality of a field value with a scalar: an array equals a value
// one of its elements equals.
func valueEquals(v, x any) bool {
	if a, ok := v.(bson.A); ok {
		for _, e := range a {
			if scalarEquals(e, x) {
				return true
			}
		}
		return false
	}
	return scalarEquals(v, x)
}

func scalarEquals(v, x any) bool {
	switch v.(type) {
	case bson.D, bson.A:
		return false
	}
	if v == nil || x == nil {
		return v == nil && x == nil
	}
	if re, ok := x.(primitive.Regex); ok {
		r, ok := v.(primitive.Regex)
		return ok && r == re
	}
	return string(keyOf(v)) == string(keyOf(x))
}

func regexMatches(c *cond, v any) bool {
	switch t := v.(type) {
	case string:
		return c.re.MatchString(t)
	case bson.A:
		for _, e := range t {
			if s, ok := e.(string); ok && c.re.MatchString(s) {
				return true
			}
		}
	case primitive.Regex:
		return t == c.val.(primitive.Regex)
	}
	return false
}

// rangeMatches compares within a type bracket, as MongoDB's $gt/$gte/$lt/$lte do.
func rangeMatches(op string, v, bound any) bool {
	tv, ok1 := typeTag(v)
	tb, ok2 := typeTag(bound)
	if !ok1 || !ok2 || tv != tb {
		return false
	}
	if tv == tagNumber {
		fv, fb := toFloat(v), toFloat(bound)
		if math.IsNaN(fv) || math.IsNaN(fb) {
			both := math.IsNaN(fv) && math.IsNaN(fb)
			return both && (op == "$gte" || op == "$lte")
		}
	}
	c := compareValues(v, bound)
	switch op {
	case "$gt":
		return c > 0
	case "$gte":
		return c >= 0
	case "$lt":
		return c < 0
	default:
		return c <= 0
	}
}

func toFloat(v any) float64 {
	switch v := v.(type) {
	case int32:
		return float64(v)
	case int64:
		return float64(v)
	case float64:
		return v
	}
	return 0
}
