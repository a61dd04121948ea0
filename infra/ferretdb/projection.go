package main

import (
	"strings"

	"go.mongodb.org/mongo-driver/bson"
)

// projection is an inclusion or exclusion of paths; operators ($slice, $elemMatch, $, $meta,
// expressions) are not served.
type projection struct {
	include bool
	idOff   bool // _id excluded from an inclusion
	tree    *projNode
}

type projNode struct {
	leaf     bool
	children map[string]*projNode
}

func parseProjection(d bson.D) (*projection, error) {
	if len(d) == 0 {
		return nil, nil
	}
	p := &projection{tree: &projNode{children: map[string]*projNode{}}}
	mode := 0 // 1 include, -1 exclude
	for _, e := range d {
		if e.Key == "" || strings.Contains(e.Key, "$") {
			return nil, unsupported("projection of %q", e.Key)
		}
		var on bool
		switch v := e.Value.(type) {
		case bool:
			on = v
		case int32, int64, float64:
			on = toFloat(v) != 0
		default:
			return nil, unsupported("projection value for %q", e.Key)
		}
		if e.Key == "_id" {
			if !on {
				p.idOff = true
				continue
			}
			if mode == -1 {
				// {a: 0, _id: 1} is an exclusion that keeps _id
				continue
			}
		}
		m := -1
		if on {
			m = 1
		}
		if mode != 0 && mode != m && e.Key != "_id" {
			return nil, unsupported("mixed projection")
		}
		if e.Key != "_id" || on {
			if e.Key != "_id" {
				mode = m
			}
		}
		parts := splitPath(e.Key)
		n := p.tree
		for i, part := range parts {
			if part == "" || isNumericPart(part) {
				return nil, unsupported("projection of %q", e.Key)
			}
			if n.leaf {
				return nil, unsupported("projection path collision at %q", e.Key)
			}
			c := n.children[part]
			if c == nil {
				c = &projNode{children: map[string]*projNode{}}
				n.children[part] = c
			}
			if i == len(parts)-1 {
				if len(c.children) > 0 {
					return nil, unsupported("projection path collision at %q", e.Key)
				}
				c.leaf = true
			}
			n = c
		}
	}
	switch mode {
	case 1:
		p.include = true
	case 0:
		// only _id given
		if p.idOff {
			p.include = false
		} else {
			p.include = true
		}
	}
	if p.idOff && !p.include {
		p.tree.children["_id"] = &projNode{leaf: true}
	}
	if p.include && !p.idOff {
		if _, ok := p.tree.children["_id"]; !ok {
			p.tree.children["_id"] = &projNode{leaf: true}
		}
	}
	return p, nil
}

func (p *projection) apply(d bson.D) bson.D {
	if p.include {
		return includeDoc(d, p.tree)
	}
	return excludeDoc(d, p.tree)
}

func includeDoc(d bson.D, n *projNode) bson.D {
	out := bson.D{}
	for _, e := range d {
		c := n.children[e.Key]
		if c == nil {
			continue
		}
		if c.leaf {
			out = append(out, e)
			continue
		}
		switch v := e.Value.(type) {
		case bson.D:
			out = append(out, bson.E{Key: e.Key, Value: includeDoc(v, c)})
		case bson.A:
			out = append(out, bson.E{Key: e.Key, Value: includeArray(v, c)})
		}
	}
	return out
}

func includeArray(a bson.A, n *projNode) bson.A {
	out := bson.A{}
	for _, x := range a {
		switch v := x.(type) {
		case bson.D:
			out = append(out, includeDoc(v, n))
		case bson.A:
			out = append(out, includeArray(v, n))
		}
	}
	return out
}

func excludeDoc(d bson.D, n *projNode) bson.D {
	out := bson.D{}
	for _, e := range d {
		c := n.children[e.Key]
		if c == nil {
			out = append(out, e)
			continue
		}
		if c.leaf {
			continue
		}
		switch v := e.Value.(type) {
		case bson.D:
			out = append(out, bson.E{Key: e.Key, Value: excludeDoc(v, c)})
		case bson.A:
			out = append(out, bson.E{Key: e.Key, Value: excludeArray(v, c)})
		default:
			out = append(out, e)
		}
	}
	return out
}

func excludeArray(a bson.A, n *projNode) bson.A {
	out := make(bson.A, 0, len(a))
	for _, x := range a {
		switch v := x.(type) {
		case bson.D:
			out = append(out, excludeDoc(v, n))
		case bson.A:
			out = append(out, excludeArray(v, n))
		default:
			out = append(out, x)
		}
	}
	return out
}
