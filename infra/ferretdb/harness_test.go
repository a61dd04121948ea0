package main

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/url"
	"os"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// testEngine is FerretDB and the front in this process, on a fresh data directory, with a
// client of the front and a client of FerretDB itself (its internal socket).
type testEngine struct {
	e      *engine
	front  *mongo.Client
	direct *mongo.Client
	cancel context.CancelFunc
}

func startTestEngine(t testing.TB, ttl time.Duration) *testEngine {
	t.Helper()
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	level := slog.LevelError
	if os.Getenv("FRONT_DEBUG") != "" {
		level = slog.LevelDebug
	}
	var w io.Writer = os.Stderr
	l := slog.New(slog.NewTextHandler(w, &slog.HandlerOptions{Level: level}))
	// the driver lowercases host names, a socket path included
	sockDir, err := os.MkdirTemp("", "front")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(sockDir) })
	e, err := startEngine(ctx, engineConfig{listener: ln, sqliteURL: "file:" + dir + "/" + os.Getenv("FRONT_URLQ"), socketPath: sockDir + "/f.sock", logger: l, ttlInterval: ttl})
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	te := &testEngine{e: e, cancel: cancel}
	te.front = connect(t, "mongodb://"+e.addr+"/?directConnection=true&maxPoolSize=32")
	te.direct = connect(t, "mongodb://"+url.PathEscape(e.socket)+"/?directConnection=true")
	t.Cleanup(func() {
		cctx, c := context.WithTimeout(context.Background(), 5*time.Second)
		defer c()
		te.front.Disconnect(cctx)
		te.direct.Disconnect(cctx)
		cancel()
		done := make(chan struct{})
		go func() { e.wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
		}
	})
	return te
}

func connect(t testing.TB, uri string) *mongo.Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, err := mongo.Connect(ctx, options.Client().ApplyURI(uri).SetServerSelectionTimeout(20*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Ping(ctx, nil); err != nil {
		t.Fatal(err)
	}
	return c
}

// served returns the front's served/forwarded counters.
func (te *testEngine) counts() (int64, int64) {
	return te.e.front.served.Load(), te.e.front.forwarded.Load()
}

// explainStage runs explain through the front and returns the winning plan's stage.
func (te *testEngine) explainStage(t testing.TB, db string, cmd bson.D) string {
	t.Helper()
	var res bson.M
	err := te.front.Database(db).RunCommand(context.Background(), bson.D{{Key: "explain", Value: cmd}}).Decode(&res)
	if err != nil {
		t.Fatalf("explain %v: %v", cmd, err)
	}
	qp, _ := res["queryPlanner"].(bson.M)
	wp, _ := qp["winningPlan"].(bson.M)
	s, _ := wp["stage"].(string)
	return s
}
