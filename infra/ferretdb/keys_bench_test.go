package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"go.mongodb.org/mongo-driver/bson"
)

// a stored document shaped like the benchmark's quotes, in sjson
func quoteSJSON() string {
	var keys, sch []string
	for k := 0; k < 20; k++ {
		keys = append(keys, fmt.Sprintf(`"k%d"`, k*37))
		sch = append(sch, `{"t":"string"}`)
	}
	filler := strings.Repeat("lorem ipsum dolor sit amet ", 6)
	var dk, dp, dv []string
	for k := 0; k < 12; k++ {
		dk = append(dk, fmt.Sprintf(`"f%d"`, k))
		dp = append(dp, fmt.Sprintf(`"f%d":{"t":"string"}`, k))
		b, _ := json.Marshal(filler)
		dv = append(dv, fmt.Sprintf(`"f%d":%s`, k, b))
	}
	return `{"$s":{"p":{"_id":{"t":"objectId"},"id":{"t":"int"},"status":{"t":"string"},"userId":{"t":"int"},"createdAt":{"t":"date"},"searchKeys":{"t":"array","i":[` +
		strings.Join(sch, ",") + `]},"__v":{"t":"int"},"details":{"t":"object","$s":{"p":{` + strings.Join(dp, ",") + `},"$k":[` + strings.Join(dk, ",") + `]}}},` +
		`"$k":["_id","id","status","userId","createdAt","searchKeys","__v","details"]},` +
		`"_id":"65f000000000000000000001","id":17,"status":"won","userId":42,"createdAt":1700000000000,"searchKeys":[` + strings.Join(keys, ",") + `],"__v":0,"details":{` + strings.Join(dv, ",") + `}}`
}

func BenchmarkDecodeSJSON(b *testing.B) {
	s := []byte(quoteSJSON())
	for i := 0; i < b.N; i++ {
		if _, err := decodeSJSON(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkKeys(b *testing.B) {
	doc, err := decodeSJSON([]byte(quoteSJSON()))
	if err != nil {
		b.Fatal(err)
	}
	ks, err := keySpecFromHex(specHex(bson.D{{Key: "searchKeys", Value: 1}, {Key: "id", Value: -1}}, false, false, nil))
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		if _, err := ks.keys(doc); err != nil {
			b.Fatal(err)
		}
	}
}
