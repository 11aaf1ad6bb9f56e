package exporttest

import (
	"bufio"
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/edagym/edagym/env/jutge"
)

// Line is one play() as the harness reports it.
type Line struct {
	Label           string
	Round           int
	MedianNS, MaxNS int64
	Calls, Warnings int // order calls, and warnings the player API gave
	Orders          []jutge.Order
	Rows            []Row // with rows: the input row of every unit the player owns
}

// Row is the nonzeros of one unit's network input: columns and float32
// bits; and its action mask, 1 for each action the unit may choose.
type Row struct {
	ID   int
	Cols []int32
	Bits []uint32
	Mask []uint8
}

// Run feeds input (the game's state dump) to a harness built by Build for
// player name and parses what it prints.
func Run(t testing.TB, bin, name string, input []byte) []Line {
	t.Helper()
	cmd := exec.Command(bin, name)
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil || stderr.Len() > 0 {
		t.Fatalf("harness: %v\n%s", err, stderr.Bytes())
	}
	var lines []Line
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 3 && f[0] == "row" && len(lines) > 0 {
			last := &lines[len(lines)-1]
			r := Row{ID: atoi(t, f[1])}
			for k := 3; k+1 < len(f); k += 2 {
				r.Cols = append(r.Cols, int32(atoi(t, f[k])))
				r.Bits = append(r.Bits, uint32(atoi(t, f[k+1])))
			}
			if len(r.Cols) != atoi(t, f[2]) {
				t.Fatalf("harness line %q", sc.Text())
			}
			last.Rows = append(last.Rows, r)
			continue
		}
		if len(f) >= 2 && f[0] == "mask" && len(lines) > 0 && len(lines[len(lines)-1].Rows) > 0 {
			rows := lines[len(lines)-1].Rows
			r := &rows[len(rows)-1]
			if atoi(t, f[1]) != r.ID || r.Mask != nil {
				t.Fatalf("harness line %q after the row of unit %d", sc.Text(), r.ID)
			}
			r.Mask = make([]uint8, 0, len(f)-2)
			for _, v := range f[2:] {
				r.Mask = append(r.Mask, uint8(atoi(t, v)))
			}
			continue
		}
		if len(f) < 6 || len(f)%2 != 0 {
			t.Fatalf("harness line %q", sc.Text())
		}
		n := make([]int64, len(f))
		for k := 1; k < len(f); k++ {
			if n[k], err = strconv.ParseInt(f[k], 10, 64); err != nil {
				t.Fatalf("harness line %q: %v", sc.Text(), err)
			}
		}
		l := Line{Label: f[0], Round: int(n[1]), MedianNS: n[2], MaxNS: n[3], Calls: int(n[4]), Warnings: int(n[5])}
		for k := 6; k < len(f); k += 2 {
			l.Orders = append(l.Orders, jutge.Order{Unit: int(n[k]), Dir: int(n[k+1])})
		}
		lines = append(lines, l)
	}
	return lines
}

func atoi(t testing.TB, s string) int {
	v, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
