// Command ferretdb-embedded runs FerretDB v1 (a MongoDB wire-protocol server) for local runs and tests.
//
// It wraps FerretDB's embeddable package instead of its cmd/ferretdb so that the build needs
// nothing but the Go module proxy (cmd/ferretdb expects generated version files) and so that
// telemetry is off by construction.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on (keep it on loopback)")
	handler := flag.String("handler", "sqlite", "backend: sqlite or postgresql")
	sqliteURL := flag.String("sqlite-url", "file:data/", "SQLite directory URI for the sqlite backend")
	pgURL := flag.String("postgresql-url", "", "PostgreSQL URL for the postgresql backend")
	logLevel := flag.String("log-level", "warn", "debug, info, warn or error")
	flag.Parse()

	// FerretDB allocates for every document it converts, and its live heap is small (tens of MB):
	// with Go's default target (GOGC=100) the collector ran often enough to cost about a fifth of
	// the engine's CPU under load. A target of 400 lets the heap grow to five times the live data
	// (about 10 MB more at peak) and takes that share back. GOGC in the environment still decides.
	if _, set := os.LookupEnv("GOGC"); !set {
		debug.SetGCPercent(400)
	}

	var level slog.Level
	if err := level.UnmarshalText([]byte(strings.ToUpper(*logLevel))); err != nil {
		fmt.Fprintf(os.Stderr, "invalid -log-level %q\n", *logLevel)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:      ferretdb.ListenerConfig{TCP: *listen},
		Logger:        logger,
		Handler:       *handler,
		SQLiteURL:     *sqliteURL,
		PostgreSQLURL: *pgURL,
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	fmt.Fprintf(os.Stderr, "ferretdb listening on %s (%s backend)\n", *listen, *handler)
	if *handler == "sqlite" {
		go indexIDLookups(ctx, sqliteDir(*sqliteURL), logger)
	}
	f.Run(ctx)
}
