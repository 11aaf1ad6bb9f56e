package exporttest

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/edagym/edagym/policies"
)

// Input is one compared input row made dense, as the network reads it:
// the crop's planes cell by cell, then the features.
type Input struct {
	Crop []float32 // plane p's cells are Plane(p)
	F    []float32
	Area int // cells per plane
}

// Plane is plane p's cells.
func (in *Input) Plane(p int) []float32 { return in.Crop[p*in.Area : (p+1)*in.Area] }

// Dense is row r of a network of layout l, with its zeros filled in.
func Dense(r Row, l policies.Layout) *Input {
	in := &Input{Crop: make([]float32, l.CropLen), F: make([]float32, l.Features), Area: l.CropLen / l.Channels}
	for k, c := range r.Cols {
		v := math.Float32frombits(r.Bits[k])
		if int(c) < l.CropLen {
			in.Crop[c] = v
		} else {
			in.F[int(c)-l.CropLen] = v
		}
	}
	return in
}

// RowCase is a state an input row may be in, which a test can require
// among the rows it compares (so that the encoder's C++ is shown right in
// it).
type RowCase struct {
	Name string
	In   func(in *Input) bool
}

// NonzeroCases are "plane NAME" and "feature NAME": each plane of planes
// and each feature of features nonzero in the row.
func NonzeroCases(planes, features []string) []RowCase {
	var cs []RowCase
	for p, name := range planes {
		cs = append(cs, RowCase{"plane " + name, func(in *Input) bool { return slices.ContainsFunc(in.Plane(p), nonzero) }})
	}
	for k, name := range features {
		cs = append(cs, RowCase{"feature " + name, func(in *Input) bool { return in.F[k] != 0 }})
	}
	return cs
}

// Numbered names n things by their index: "0", "1", ...
func Numbered(n int) []string {
	names := make([]string, n)
	for k := range names {
		names[k] = fmt.Sprint(k)
	}
	return names
}

// CaseNames are the cases' names.
func CaseNames(cases []RowCase) []string {
	names := make([]string, len(cases))
	for k, c := range cases {
		names[k] = c.Name
	}
	return names
}

// CheckCases counts the compared rows (a Report's WantRows) of a network
// of layout l in each case, logs the counts and fails for each case of
// required that no row is in.
func CheckCases(t testing.TB, rows [][]Row, l policies.Layout, what string, cases []RowCase, required []string) {
	t.Helper()
	count, total := Tally{}, 0
	for _, state := range rows {
		for _, r := range state {
			in := Dense(r, l)
			total++
			for _, c := range cases {
				if c.In(in) {
					count[c.Name]++
				}
			}
		}
	}
	count.Check(t, fmt.Sprintf("%s over %d rows", what, total), CaseNames(cases), required)
}

func nonzero(v float32) bool { return v != 0 }
