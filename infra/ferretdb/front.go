package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"go.mongodb.org/mongo-driver/bson"
)

// front is the wire-protocol server clients talk to. It serves what its indexes can serve and
// forwards everything else, byte for byte, to the embedded FerretDB over a connection of its own
// per client connection.
type front struct {
	upstream     string // FerretDB's internal Unix socket
	cat          *catalog
	log          *slog.Logger
	logForwarded bool
	ttlInterval  time.Duration
	cursorIdle   time.Duration

	reqID   atomic.Int32
	cursors cursorRegistry

	shapesMu sync.Mutex
	shapes   map[string]bool

	// counters, for tests: commands served, and queries or writes with a filter forwarded
	served    atomic.Int64
	forwarded atomic.Int64

	wg sync.WaitGroup
}

func newFront(upstream string, cat *catalog, l *slog.Logger) *front {
	return &front{
		upstream:    upstream,
		cat:         cat,
		log:         l,
		ttlInterval: 60 * time.Second,
		cursorIdle:  10 * time.Minute,
		shapes:      map[string]bool{},
		cursors:     cursorRegistry{m: map[int64]*frontCursor{}},
	}
}

// serve accepts connections until ctx ends.
func (f *front) serve(ctx context.Context, ln net.Listener) {
	go func() {
		<-ctx.Done()
		ln.Close()
	}()
	f.wg.Add(2)
	go func() { defer f.wg.Done(); f.ttlLoop(ctx) }()
	go func() { defer f.wg.Done(); f.cursorReaper(ctx) }()
	for {
		c, err := ln.Accept()
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			f.log.Warn("front: accept", slog.Any("error", err))
			time.Sleep(50 * time.Millisecond)
			continue
		}
		go f.serveConn(ctx, c)
	}
}

// conn is one client connection and its upstream connection.
type conn struct {
	f   *front
	c   net.Conn
	br  *bufio.Reader
	up  net.Conn
	ubr *bufio.Reader
}

func (f *front) dialUpstream() (net.Conn, error) {
	return net.DialTimeout("unix", f.upstream, 10*time.Second)
}

func (f *front) serveConn(ctx context.Context, c net.Conn) {
	defer c.Close()
	defer func() {
		if r := recover(); r != nil {
			f.log.Error("front: connection failed", slog.Any("panic", r), slog.String("stack", string(debug.Stack())))
		}
	}()
	up, err := f.dialUpstream()
	if err != nil {
		f.log.Warn("front: cannot reach FerretDB", slog.Any("error", err))
		return
	}
	defer up.Close()
	cc := &conn{f: f, c: c, br: bufio.NewReaderSize(c, 64<<10), up: up, ubr: bufio.NewReaderSize(up, 64<<10)}
	for {
		m, err := readMessage(cc.br, c)
		if err != nil {
			if !errors.Is(err, io.EOF) && !errors.Is(err, net.ErrClosed) {
				f.log.Debug("front: closing connection", slog.Any("error", err))
			}
			return
		}
		if err := cc.handle(ctx, m); err != nil {
			f.log.Debug("front: closing connection", slog.Any("error", err))
			return
		}
	}
}

// handle answers one client message; an error closes the connection.
func (cc *conn) handle(ctx context.Context, m *message) error {
	if m.opCode != opCodeMsg {
		// OP_QUERY handshakes and anything else: FerretDB answers with one reply
		return cc.forward(m, m.opCode == opCodeQuery)
	}
	pm, err := parseOpMsg(m.raw)
	if err != nil {
		return cc.reply(m, nil, errorDoc(2, "BadValue", err.Error()))
	}
	cmd, err := pm.command()
	if err != nil || len(cmd) == 0 {
		return cc.reply(m, pm, errorDoc(2, "BadValue", "invalid command document"))
	}
	res, served := cc.dispatch(ctx, m, pm, cmd)
	if !served {
		switch strings.ToLower(cmd[0].Key) {
		case "find", "count", "aggregate", "distinct", "update", "delete", "findandmodify", "getmore":
			cc.f.forwarded.Add(1) // queries and writes with a filter only
		}
		cc.f.log.Debug("front: forwarding", slog.String("command", cmd[0].Key), slog.String("db", getString(cmd, "$db")))
		return cc.forward(m, !pm.moreToCome())
	}
	cc.f.served.Add(1)
	return cc.reply(m, pm, res)
}

// reply writes a reply the front built, unless the request said moreToCome.
func (cc *conn) reply(m *message, pm *opMsg, doc any) error {
	if pm != nil && pm.moreToCome() {
		return nil
	}
	body, err := bson.Marshal(doc)
	if err != nil {
		body, _ = bson.Marshal(errorDoc(1, "InternalError", err.Error()))
	}
	_, err = cc.c.Write(buildOpMsg(cc.f.reqID.Add(1), m.requestID, body))
	return err
}

// forward sends a message to FerretDB as it is and relays its replies.
func (cc *conn) forward(m *message, expectReply bool) error {
	if _, err := cc.up.Write(m.raw); err != nil {
		return err
	}
	if !expectReply {
		return nil
	}
	for {
		r, err := readMessage(cc.ubr, nil)
		if err != nil {
			return err
		}
		if _, err := cc.c.Write(r.raw); err != nil {
			return err
		}
		if r.opCode != opCodeMsg || len(r.raw) < 20 || r.raw[16]&flagMoreToCome == 0 {
			return nil
		}
	}
}

// roundTrip sends a command the front built to FerretDB and returns the reply body.
func (cc *conn) roundTrip(cmd bson.D) (bson.Raw, error) {
	return roundTrip(cc.up, cc.ubr, cc.f.reqID.Add(1), cmd)
}

func roundTrip(up net.Conn, ubr *bufio.Reader, id int32, cmd bson.D) (bson.Raw, error) {
	body, err := bson.Marshal(cmd)
	if err != nil {
		return nil, err
	}
	if _, err := up.Write(buildOpMsg(id, 0, body)); err != nil {
		return nil, err
	}
	r, err := readMessage(ubr, nil)
	if err != nil {
		return nil, err
	}
	b, _, err := replyBody(r)
	return b, err
}

// internalRoundTrip runs a command on a fresh upstream connection (for work not tied to a client).
func (f *front) internalRoundTrip(cmd bson.D) (bson.Raw, error) {
	up, err := f.dialUpstream()
	if err != nil {
		return nil, err
	}
	defer up.Close()
	_ = up.SetDeadline(time.Now().Add(5 * time.Minute))
	return roundTrip(up, bufio.NewReader(up), f.reqID.Add(1), cmd)
}

// get returns a field of a command.
func get(cmd bson.D, k string) (any, bool) { return lookup(cmd, k) }

func getString(cmd bson.D, k string) string {
	v, _ := get(cmd, k)
	s, _ := v.(string)
	return s
}

// dispatch serves a command or reports that it must be forwarded.
func (cc *conn) dispatch(ctx context.Context, m *message, pm *opMsg, cmd bson.D) (res bson.D, served bool) {
	name := cmd[0].Key
	db := getString(cmd, "$db")
	// transactions are FerretDB's business (it refuses them); a txnNumber alone is a
	// retryable write, which the front serves like any other
	for _, k := range []string{"startTransaction", "autocommit"} {
		if _, ok := get(cmd, k); ok {
			return nil, false
		}
	}
	defer func() {
		if r := recover(); r != nil {
			cc.f.log.Error("front: command failed", slog.String("command", name), slog.Any("panic", r), slog.String("stack", string(debug.Stack())))
			res, served = errorDoc(1, "InternalError", fmt.Sprintf("front: %v", r)), true
		}
	}()
	switch strings.ToLower(name) {
	case "find":
		return cc.f.cmdFind(ctx, db, cmd)
	case "count":
		return cc.f.cmdCount(ctx, db, cmd)
	case "aggregate":
		return cc.f.cmdAggregate(ctx, db, cmd)
	case "getmore":
		return cc.f.cmdGetMore(ctx, db, cmd)
	case "killcursors":
		return cc.cmdKillCursors(ctx, db, cmd)
	case "explain":
		return cc.f.cmdExplain(ctx, db, cmd)
	case "createindexes":
		return cc.cmdCreateIndexes(ctx, db, cmd)
	case "listindexes":
		return cc.f.cmdListIndexes(ctx, db, cmd)
	case "dropindexes", "deleteindexes":
		return cc.f.cmdDropIndexes(ctx, db, cmd)
	case "drop":
		return cc.cmdDrop(ctx, m, db, cmd)
	case "dropdatabase":
		return cc.cmdDropDatabase(ctx, m, db, cmd)
	case "renamecollection":
		return cc.cmdRename(ctx, m, cmd)
	case "insert":
		return cc.cmdInsert(ctx, m, pm, db, cmd)
	case "update":
		return cc.cmdUpdate(ctx, m, pm, db, cmd)
	case "delete":
		return cc.cmdDelete(ctx, m, pm, db, cmd)
	case "findandmodify":
		return cc.cmdFindAndModify(ctx, m, pm, db, cmd)
	case "create":
		return cc.cmdCreate(ctx, m, db, cmd)
	}
	return nil, false
}

// forwardRaw forwards the client's message and returns FerretDB's reply body to the front,
// which then writes its own reply; used where the front must look at or follow up on the reply.
func (cc *conn) forwardRaw(m *message) (bson.Raw, error) {
	if _, err := cc.up.Write(m.raw); err != nil {
		return nil, err
	}
	if m.opCode == opCodeMsg && len(m.raw) > 20 && m.raw[16]&flagMoreToCome != 0 {
		// no reply will come; the front's own reply is not sent either
		return bson.Marshal(bson.D{{Key: "ok", Value: 1.0}})
	}
	r, err := readMessage(cc.ubr, nil)
	if err != nil {
		return nil, err
	}
	b, _, err := replyBody(r)
	return b, err
}

// toD converts a raw reply to a bson.D.
func toD(raw bson.Raw) bson.D {
	var d bson.D
	if err := bson.Unmarshal(raw, &d); err != nil {
		return errorDoc(1, "InternalError", "front: cannot read FerretDB's reply: "+err.Error())
	}
	return d
}

// noteForward logs each forwarded query shape once (with -log-forwarded, or at info level).
func (f *front) noteForward(db, coll, op string, filter bson.D, srt bson.D, why string) {
	if !f.logForwarded && !f.log.Enabled(context.Background(), slog.LevelInfo) {
		return
	}
	keys := filterKeys(filter)
	var sk []string
	for _, e := range srt {
		sk = append(sk, fmt.Sprintf("%s:%v", e.Key, e.Value))
	}
	shape := fmt.Sprintf("%s.%s %s filter=%v sort=%v", db, coll, op, keys, sk)
	f.shapesMu.Lock()
	seen := f.shapes[shape]
	if !seen {
		if len(f.shapes) > 10000 {
			f.shapes = map[string]bool{}
		}
		f.shapes[shape] = true
	}
	f.shapesMu.Unlock()
	if !seen {
		f.log.Warn("front: forwarded to FerretDB (no index serves it)",
			slog.String("ns", db+"."+coll), slog.String("op", op),
			slog.Any("filter", keys), slog.Any("sort", sk), slog.String("reason", why))
	}
}

func filterKeys(d bson.D) []string {
	var out []string
	for _, e := range d {
		if sub, ok := isOperatorDoc(e.Value); ok {
			var ops []string
			for _, o := range sub {
				ops = append(ops, o.Key)
			}
			out = append(out, e.Key+"("+strings.Join(ops, ",")+")")
			continue
		}
		if arr, ok := e.Value.(bson.A); ok && strings.HasPrefix(e.Key, "$") {
			var subs []string
			for _, s := range arr {
				if sd, ok := s.(bson.D); ok {
					subs = append(subs, "{"+strings.Join(filterKeys(sd), ",")+"}")
				}
			}
			out = append(out, e.Key+"["+strings.Join(subs, ",")+"]")
			continue
		}
		out = append(out, e.Key)
	}
	sort.Strings(out)
	return out
}
