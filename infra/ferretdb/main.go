// Command ferretdb-embedded runs FerretDB v1 (a MongoDB wire-protocol server, SQLite backend)
// behind an "index front" for local runs and tests.
//
// It wraps FerretDB's embeddable package instead of its cmd/ferretdb so that the build needs
// nothing but the Go module proxy (cmd/ferretdb expects generated version files) and so that
// telemetry is off by construction. FerretDB listens on a Unix socket only the front talks to;
// clients talk to the front (see docs/embedded-engine.md).
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on (keep it on loopback)")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite directory URI")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	logForwarded := flag.Bool("log-forwarded", false, "log each query shape the front forwards to FerretDB (once per shape)")
	ttlInterval := flag.Duration("ttl-interval", 60*time.Second, "how often the TTL monitor runs")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile (pprof) to this file until the engine stops")
	flag.Parse()

	// FerretDB allocates for every document it converts, and its live heap is small (tens of MB):
	// with Go's default target (GOGC=100) the collector ran often enough to cost about a fifth of
	// the engine's CPU under load. A target of 400 lets the heap grow to five times the live data
	// and takes that share back. GOGC in the environment still decides.
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(400)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(strings.ToUpper(*logLevel))); err != nil {
		fmt.Fprintf(os.Stderr, "invalid -log-level %q\n", *logLevel)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	e, err := startEngine(ctx, engineConfig{
		listenAddr:   *listen,
		sqliteURL:    *sqliteURL,
		logger:       logger,
		logForwarded: *logForwarded,
		ttlInterval:  *ttlInterval,
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb-embedded: %v\n", err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "ferretdb listening on %s (sqlite backend, index front)\n", e.addr)
	if *cpuProfile != "" {
		stopProfile, err := startCPUProfile(*cpuProfile)
		if err != nil {
			fmt.Fprintf(os.Stderr, "ferretdb-embedded: %v\n", err)
			os.Exit(1)
		}
		defer stopProfile()
	}
	e.wait()
}

// startCPUProfile profiles the whole process into path (read it with `go tool pprof`) until the returned stop runs.
func startCPUProfile(path string) (func(), error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}

type engineConfig struct {
	listenAddr   string
	listener     net.Listener // instead of listenAddr (tests)
	sqliteURL    string
	socketPath   string // FerretDB's internal socket; default: in the data directory
	logger       *slog.Logger
	logForwarded bool
	ttlInterval  time.Duration
}

// engine is FerretDB plus the front.
type engine struct {
	addr     string
	socket   string // FerretDB's internal endpoint
	front    *front
	ferretDB chan struct{}
	frontEnd chan struct{}
}

// sqliteDir is the directory of a FerretDB SQLite URL such as "file:data/" or "file:/tmp/x/?mode=rwc".
func sqliteDir(url string) string {
	dir := strings.TrimPrefix(url, "file:")
	if i := strings.IndexByte(dir, '?'); i >= 0 {
		dir = dir[:i]
	}
	return dir
}

// startEngine registers the SQL functions, starts FerretDB on an internal Unix socket and the
// front on the listen address.
func startEngine(ctx context.Context, cfg engineConfig) (*engine, error) {
	// before any SQLite connection opens: FerretDB's connections run the front's triggers
	registerSQLFunctions()

	dir := sqliteDir(cfg.sqliteURL)
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	sock := filepath.Join(abs, ".ferretdb-internal.sock")
	if len(sock) > 100 {
		sock = filepath.Join(os.TempDir(), fmt.Sprintf("ferretdb-internal-%d.sock", os.Getpid()))
	}
	if cfg.socketPath != "" {
		sock = cfg.socketPath
	}
	_ = os.Remove(sock)

	fdb, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{Unix: sock},
		Logger:    cfg.logger,
		Handler:   "sqlite",
		SQLiteURL: cfg.sqliteURL,
	})
	if err != nil {
		return nil, fmt.Errorf("ferretdb: %w", err)
	}
	e := &engine{socket: sock, ferretDB: make(chan struct{}), frontEnd: make(chan struct{})}
	go func() {
		defer close(e.ferretDB)
		fdb.Run(ctx)
	}()
	deadline := time.Now().Add(30 * time.Second)
	for {
		c, err := net.Dial("unix", sock)
		if err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			return nil, fmt.Errorf("ferretdb did not start listening on %s: %w", sock, err)
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-e.ferretDB:
			return nil, errors.New("ferretdb stopped")
		case <-time.After(20 * time.Millisecond):
		}
	}

	cat := newCatalog(dir)
	// open every database: load the front's catalog, add the _id lookup index everywhere
	files, _ := filepath.Glob(filepath.Join(dir, "*.sqlite"))
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".sqlite")
		s, err := cat.db(ctx, name)
		if err != nil {
			return nil, fmt.Errorf("opening %s: %w", file, err)
		}
		if err := s.ensureAllLookups(ctx); err != nil {
			return nil, fmt.Errorf("indexing _id lookups of %s: %w", file, err)
		}
	}

	f := newFront(sock, cat, cfg.logger)
	if err := f.dropFerretDBIndexes(ctx); err != nil {
		return nil, err
	}
	f.logForwarded = cfg.logForwarded
	if cfg.ttlInterval > 0 {
		f.ttlInterval = cfg.ttlInterval
	}
	e.front = f
	ln := cfg.listener
	if ln == nil {
		if ln, err = net.Listen("tcp", cfg.listenAddr); err != nil {
			return nil, err
		}
	}
	e.addr = ln.Addr().String()
	go func() {
		defer close(e.frontEnd)
		f.serve(ctx, ln)
		f.wg.Wait()
		cat.close()
	}()
	return e, nil
}

// wait returns when both servers stopped.
func (e *engine) wait() {
	<-e.frontEnd
	<-e.ferretDB
	_ = os.Remove(e.socket)
}
