package main

import (
	"context"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
)

// TestBinaryAsLaunched runs the built binary with the flags the product's launcher passes.
func TestBinaryAsLaunched(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "ferretdb-embedded")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	// the PostgreSQL backend is gone: so is its flag
	out, err := exec.Command(bin, "-handler", "postgresql").CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), "flag provided but not defined") {
		t.Fatalf("-handler postgresql: %v %s", err, out)
	}
	data := filepath.Join(dir, "data")
	if err := os.MkdirAll(data, 0o755); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(bin, "-listen-addr", addr, "-log-level", "warn",
		"-sqlite-url", "file:"+data+"/?_pragma=synchronous(NORMAL)")
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	var c interface{ Disconnect(context.Context) error }
	deadline := time.Now().Add(30 * time.Second)
	for {
		conn, err := netDial(addr)
		if err == nil {
			conn.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the binary did not listen")
		}
		time.Sleep(50 * time.Millisecond)
	}
	client := connect(t, "mongodb://"+addr+"/?directConnection=true")
	c = client
	ctx := context.Background()
	coll := client.Database("bin").Collection("c")
	if _, err := coll.InsertOne(ctx, bson.D{{Key: "a", Value: 1}}); err != nil {
		t.Fatal(err)
	}
	if err := coll.FindOne(ctx, bson.D{{Key: "a", Value: 1}}).Err(); err != nil {
		t.Fatal(err)
	}
	c.Disconnect(ctx)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		t.Fatal("the binary did not stop on SIGINT")
	}
	if _, err := os.Stat(filepath.Join(data, ".ferretdb-internal.sock")); !os.IsNotExist(err) {
		t.Fatalf("socket left behind: %v", err)
	}
}

func netDial(addr string) (interface{ Close() error }, error) {
	return (&net.Dialer{Timeout: time.Second}).Dial("tcp", addr)
}
