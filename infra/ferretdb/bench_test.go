package main

import (
	"bufio"
	"context"
	"fmt"
	"math/rand"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/bson/primitive"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// TestBenchQuotes measures the engine at 100,000 quote-shaped documents, through the front and
// of FerretDB directly on its internal socket. It builds and runs the real binary, so that the
// engine's memory is its own. Run with:
//
//	FRONT_BENCH=1 go test -run TestBenchQuotes -v -timeout 60m .
//
// FRONT_BENCH_DOCS changes the number of documents.
func TestBenchQuotes(t *testing.T) {
	if os.Getenv("FRONT_BENCH") == "" {
		t.Skip("set FRONT_BENCH=1 to run the benchmark")
	}
	nDocs := 100000
	if s := os.Getenv("FRONT_BENCH_DOCS"); s != "" {
		fmt.Sscan(s, &nDocs)
	}
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "ferretbench")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	dir = strings.ToLower(dir) // the driver lowercases the socket path
	os.MkdirAll(dir, 0o755)
	defer os.RemoveAll(dir)
	bin := filepath.Join(dir, "ferretdb-embedded")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	data := filepath.Join(dir, "data")
	os.MkdirAll(data, 0o755)
	cmd := exec.Command(bin, "-listen-addr", "127.0.0.1:27419", "-sqlite-url", "file:"+data+"/", "-log-level", "error")
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	}()
	time.Sleep(time.Second)
	front := connect(t, "mongodb://127.0.0.1:27419/?directConnection=true")
	direct := connect(t, "mongodb://"+url.PathEscape(filepath.Join(data, ".ferretdb-internal.sock"))+"/?directConnection=true&socketTimeoutMS=600000")
	defer front.Disconnect(ctx)
	defer direct.Disconnect(ctx)

	fq := front.Database("bench").Collection("quotes")
	dq := direct.Database("bench").Collection("quotes")
	_, err = fq.Indexes().CreateMany(ctx, []mongo.IndexModel{
		{Keys: bson.D{{Key: "id", Value: 1}}, Options: options.Index().SetUnique(true)},
		{Keys: bson.D{{Key: "status", Value: 1}, {Key: "id", Value: -1}}},
		{Keys: bson.D{{Key: "userId", Value: 1}, {Key: "id", Value: -1}}},
		{Keys: bson.D{{Key: "searchKeys", Value: 1}, {Key: "id", Value: -1}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	statuses := []string{"draft", "sent", "won", "lost", "expired"}
	r := rand.New(rand.NewSource(1))
	filler := strings.Repeat("lorem ipsum dolor sit amet ", 6)
	mkDoc := func(i int) bson.D {
		keys := bson.A{}
		for k := 0; k < 20; k++ {
			keys = append(keys, fmt.Sprintf("k%d", r.Intn(5000)))
		}
		other := bson.D{}
		for k := 0; k < 12; k++ {
			other = append(other, bson.E{Key: fmt.Sprintf("f%d", k), Value: filler})
		}
		return bson.D{
			{Key: "_id", Value: primitive.NewObjectID()},
			{Key: "id", Value: int32(i)},
			{Key: "status", Value: statuses[i%5]},
			{Key: "userId", Value: int32(r.Intn(500))},
			{Key: "createdAt", Value: primitive.NewDateTimeFromTime(time.Unix(1700000000+int64(i)*60, 0))},
			{Key: "searchKeys", Value: keys},
			{Key: "__v", Value: int32(0)},
			{Key: "details", Value: other},
		}
	}
	sample, _ := bson.Marshal(mkDoc(0))
	t.Logf("document size %d bytes", len(sample))

	// insert throughput: batches of 500 through the front into the indexed collection
	start := time.Now()
	batch := []any{}
	for i := 1; i <= nDocs; i++ {
		batch = append(batch, mkDoc(i))
		if len(batch) == 500 || i == nDocs {
			if _, err := fq.InsertMany(ctx, batch); err != nil {
				t.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	load := time.Since(start)
	t.Logf("insert (front, 4 indexes, insertMany of 500): %d docs in %v = %.0f docs/s; engine CPU so far %v; machine load average %s",
		nDocs, load.Round(time.Millisecond), float64(nDocs)/load.Seconds(), procCPU(cmd.Process.Pid), loadAvg())

	// single inserts: front (indexed collection) and FerretDB directly into an unindexed one
	single := func(c *mongo.Collection, base int) float64 {
		n := 500
		st := time.Now()
		for i := 0; i < n; i++ {
			if _, err := c.InsertOne(ctx, mkDoc(base+i)); err != nil {
				t.Fatal(err)
			}
		}
		return float64(n) / time.Since(st).Seconds()
	}
	t.Logf("insertOne: front, indexed collection %.0f docs/s; FerretDB directly, collection without indexes %.0f docs/s",
		single(fq, 10_000_000), single(direct.Database("bench").Collection("plain"), 20_000_000))

	median := func(n int, f func()) time.Duration {
		var ds []time.Duration
		for i := 0; i < n; i++ {
			st := time.Now()
			f()
			ds = append(ds, time.Since(st))
		}
		sort.Slice(ds, func(a, b int) bool { return ds[a] < ds[b] })
		return ds[len(ds)/2]
	}
	once := func(f func()) time.Duration {
		st := time.Now()
		f()
		return time.Since(st)
	}
	firstPage := func(c *mongo.Collection) func() {
		return func() {
			cur, err := c.Find(ctx, bson.D{{Key: "status", Value: "won"}}, options.Find().SetSort(bson.D{{Key: "id", Value: -1}}).SetLimit(20))
			if err != nil {
				t.Fatal(err)
			}
			var docs []bson.M
			if err := cur.All(ctx, &docs); err != nil || len(docs) != 20 {
				t.Fatalf("first page: %d %v", len(docs), err)
			}
		}
	}
	count := func(c *mongo.Collection) func() {
		return func() {
			n, err := c.CountDocuments(ctx, bson.D{{Key: "status", Value: "won"}})
			if err != nil || n < int64(nDocs/5) {
				t.Fatalf("count: %d %v", n, err)
			}
		}
	}
	var probe bson.M
	if err := fq.FindOne(ctx, bson.D{{Key: "id", Value: nDocs / 2}}).Decode(&probe); err != nil {
		t.Fatal(err)
	}
	findIDV := func(c *mongo.Collection) func() {
		return func() {
			if err := c.FindOne(ctx, bson.D{{Key: "_id", Value: probe["_id"]}, {Key: "__v", Value: 0}}).Err(); err != nil {
				t.Fatal(err)
			}
		}
	}
	k := 0
	incByID := func(c *mongo.Collection) func() {
		return func() {
			k++
			if err := c.FindOneAndUpdate(ctx, bson.D{{Key: "id", Value: 1 + (k*7919)%nDocs}}, bson.D{{Key: "$inc", Value: bson.D{{Key: "views", Value: 1}}}}).Err(); err != nil {
				t.Fatal(err)
			}
		}
	}
	search := func(c *mongo.Collection) func() {
		return func() {
			cur, err := c.Find(ctx, bson.D{{Key: "searchKeys", Value: "k42"}}, options.Find().SetSort(bson.D{{Key: "id", Value: -1}}).SetLimit(20))
			if err != nil {
				t.Fatal(err)
			}
			var docs []bson.M
			if err := cur.All(ctx, &docs); err != nil {
				t.Fatal(err)
			}
		}
	}
	rows := []struct {
		name   string
		f      func(*mongo.Collection) func()
		direct bool
	}{
		{"first page: status = X, sort id desc, limit 20", firstPage, true},
		{"countDocuments by status", count, true},
		{"findOne({_id, __v})", findIDV, true},
		{"findOneAndUpdate by id with $inc", incByID, true},
		{"searchKeys = X, sort id desc, limit 20", search, false},
	}
	results := make([]string, len(rows))
	for i, row := range rows {
		results[i] = fmt.Sprintf("%-50s front %10v", row.name, median(21, row.f(fq)).Round(10*time.Microsecond))
	}
	t.Logf("engine process memory after the load and the front's queries: %s", procMem(cmd.Process.Pid))
	for i, row := range rows {
		if row.direct {
			results[i] += fmt.Sprintf("   FerretDB directly %v", once(row.f(dq)).Round(time.Millisecond))
		}
		t.Log(results[i])
	}
	t.Logf("engine process memory after FerretDB's direct queries: %s; engine CPU in all %v; machine load average %s", procMem(cmd.Process.Pid), procCPU(cmd.Process.Pid), loadAvg())
	if fi, err := os.Stat(filepath.Join(data, "bench.sqlite")); err == nil {
		t.Logf("database file: %d MB", fi.Size()>>20)
	}
}

func procMem(pid int) string {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return err.Error()
	}
	defer f.Close()
	var out []string
	s := bufio.NewScanner(f)
	for s.Scan() {
		l := s.Text()
		if strings.HasPrefix(l, "VmRSS") || strings.HasPrefix(l, "VmHWM") {
			out = append(out, strings.Join(strings.Fields(l), " "))
		}
	}
	return strings.Join(out, ", ")
}

// procCPU is the CPU time (user + system) a process used.
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	s := string(b)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+2:])
	var ut, st int64
	fmt.Sscan(fields[11], &ut)
	fmt.Sscan(fields[12], &st)
	return time.Duration(ut+st) * time.Second / 100
}

func loadAvg() string {
	b, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}
