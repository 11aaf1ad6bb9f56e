package moria

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/edagym/edagym/env/internal/cnftest"
	"github.com/edagym/edagym/env/jutge"
)

const header = "Moria 1.1\nnb_players 4\nnb_rounds 200\nnb_dwarves 20\nnb_wizards 5\nmax_nb_orcs 20\nnb_trolls 4\ntreasure_value 10\nrock_resistance 5\nrows 60\ncols 60\n"

// fixedMap is a valid FIXED map: the outside ring, then rock with a cave band.
func fixedMap(edit func(rows [][]byte)) string {
	rows := make([][]byte, Rows)
	for i := range rows {
		rows[i] = bytes.Repeat([]byte("R"), Cols)
		for j := range Cols {
			if !inner(Pos{I: i, J: j}) {
				rows[i][j] = 'O'
			} else if i%4 == 0 || j%3 == 0 {
				rows[i][j] = 'C'
			}
		}
	}
	if edit != nil {
		edit(rows)
	}
	var b strings.Builder
	for _, r := range rows {
		b.Write(r)
		b.WriteByte('\n')
	}
	return b.String()
}

func TestParseConfigErrors(t *testing.T) {
	cnftest.CheckRejects(t, ParseConfig, "bad.cnf", []cnftest.Bad{
		{"empty file", "", "bad.cnf:1: Expected 'Moria 1.1'"},
		{"wrong title", "Mad Max\n", "bad.cnf:1: Expected 'Moria 1.1'"},
		{"wrong version", "Moria 1.0\n", "bad.cnf:1: Expected 'Moria 1.1'"},
		{"missing key", "Moria 1.1\nnb_players 4\nnb_dwarves 20\n", "bad.cnf:3: Expected 'nb_rounds' while parsing."},
		{"not a number", "Moria 1.1\nnb_players 4\nnb_rounds many\n", `bad.cnf:3: nb_rounds: expected an integer, found "many"`},
		{"three players", "Moria 1.1\nnb_players 3\n", "bad.cnf:2: nb_players must be 4."},
		{"no rounds", strings.Replace(header, "nb_rounds 200", "nb_rounds 0", 1), "bad.cnf:3: nb_rounds must be at least 1."},
		{"negative dwarves", strings.Replace(header, "nb_dwarves 20", "nb_dwarves -1", 1), "bad.cnf:4: nb_dwarves must be at least 0."},
		{"rows", strings.Replace(header, "rows 60", "rows 50", 1), "bad.cnf:10: rows must be 60."},
		{"cols", strings.Replace(header, "cols 60", "cols 61", 1), "bad.cnf:11: cols must be 60."},
		{"rock resistance", strings.Replace(header, "rock_resistance 5", "rock_resistance 0", 1), "bad.cnf:9: rock_resistance must be between 1 and 26."},
		{"too many units", strings.Replace(header, "nb_dwarves 20", "nb_dwarves 300", 1), "bad.cnf:5: too many clan units"},
		{"too many rounds", strings.Replace(header, "nb_rounds 200", "nb_rounds 10001", 1) + "GENERATOR\n", "bad.cnf:3: nb_rounds 10001 is more than 10000"},
		{"no room for the trolls", strings.Replace(header, "nb_trolls 4", "nb_trolls 100", 1) + "GENERATOR\n", "bad.cnf:7: nb_trolls 100: the map may have only 800 treasureless cave cells, room for 83 trolls"},
		{"no room for the clans", strings.Replace(strings.Replace(header, "nb_trolls 4", "nb_trolls 60", 1), "nb_dwarves 20", "nb_dwarves 60", 1) + "GENERATOR\n",
			"bad.cnf:4: 260 clan units: the map may have only 800 treasureless cave cells, room for 211 beside the Balrog and the trolls"},
		{"no room on a small map", header + "FIXED\n" + fixedMap(func(r [][]byte) {
			for i := 2; i < 58; i++ {
				for j := 2; j < 58; j++ {
					if i > 6 {
						r[i][j] = 'R'
					}
				}
			}
		}), "bad.cnf:4: 100 clan units: the map may have only"},
		// Unit ids are int16: 32,700 orcs once panicked the engine at reset.
		{"unit ids over 16 bits", strings.Replace(header, "max_nb_orcs 20", "max_nb_orcs 32700", 1) + "GENERATOR\n",
			"bad.cnf:6: 32805 units (clan units, max_nb_orcs orcs, trolls and the Balrog): at most 32768"},
		// 32,600 orcs for 3,700 rounds once wrote a 1.59 GB match file.
		{"match file counts units", strings.Replace(strings.Replace(header, "max_nb_orcs 20", "max_nb_orcs 32600", 1), "nb_rounds 200", "nb_rounds 3700", 1) + "GENERATOR\n",
			"bad.cnf:6: 3700 rounds on a 60×60 board with 32705 units would write a match file of about 5552 MB; at most 85 rounds"},
		{"no generator", header, "bad.cnf:11: Expected GENERATOR or FIXED, found the end of the file."},
		{"unknown generator", header + "\nRANDOM\n", `bad.cnf:13: Expected GENERATOR or FIXED, found "RANDOM".`},
		{"trailing words", header + "GENERATOR 3\n", `bad.cnf:12: Unexpected "3" after the map.`},
		{"short map", header + "FIXED\n" + strings.Repeat("O", 60) + "\n", "bad.cnf:13: FIXED map: expected 60 rows, found 1."},
		{"short row", header + "FIXED\n" + fixedMap(func(r [][]byte) { r[5] = r[5][:59] }), "bad.cnf:18: FIXED map: row 5 has 59 characters, expected 60."},
		{"bad letter", header + "FIXED\n" + fixedMap(func(r [][]byte) { r[7][9] = 'X' }), "bad.cnf:20: FIXED map: row 7, column 9: unknown cell 'X'."},
		{"inner outside", header + "FIXED\n" + fixedMap(func(r [][]byte) { r[7][9] = 'O' }), "bad.cnf:20: FIXED map: row 7, column 9: 'O' is only allowed"},
		{"open border", header + "FIXED\n" + fixedMap(func(r [][]byte) { r[0][9] = 'C' }), "bad.cnf:13: FIXED map: row 0, column 9: the two outer rows"},
		{"dug rock beyond resistance", header + "FIXED\n" + fixedMap(func(r [][]byte) { r[7][9] = 'e' }), "unknown cell 'e'"},
	})
}

func TestParseConfigDefault(t *testing.T) {
	c := DefaultConfig()
	if c.Players != 4 || c.Rounds != 200 || c.Dwarves != 20 || c.Wizards != 5 || c.MaxOrcs != 20 || c.Trolls != 4 ||
		c.TreasureValue != 10 || c.RockResistance != 5 || c.Fixed != nil || c.NumUnits() != 125 {
		t.Errorf("default config %+v", c)
	}
}

// TestFixedMap: a FIXED map is kept as given (digits owned, lowercase dug
// rock, T treasures); placing the units only conquers caves.
func TestFixedMap(t *testing.T) {
	data := header + "FIXED\n" + fixedMap(func(r [][]byte) {
		r[5][5], r[5][7], r[6][7], r[7][7], r[9][9] = '2', 'T', 'a', 'd', 'A'
	})
	cfg, err := ParseConfig("fixed.cnf", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	c := cfg.(*Config)
	want := map[Pos]Cell{
		{I: 5, J: 5}: {Type: Cave, Owner: 2, Unit: -1},
		{I: 5, J: 7}: {Type: Cave, Owner: -1, Unit: -1, Treasure: true},
		{I: 6, J: 7}: {Type: Rock, Owner: -1, Unit: -1, Turns: 1},
		{I: 7, J: 7}: {Type: Rock, Owner: -1, Unit: -1, Turns: 4},
		{I: 5, J: 8}: {Type: Rock, Owner: -1, Unit: -1, Turns: 5},
		{I: 9, J: 9}: {Type: Abyss, Owner: -1, Unit: -1},
	}
	for p, w := range want {
		if got := c.Fixed[index(p)]; got != w {
			t.Errorf("%v: got %+v, want %+v", p, got, w)
		}
	}
	m, err := NewMatch(c, 4, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := m.AppendHeader(nil, []string{"A", "B", "C", "D"})
	grid := strings.Split(string(out), "\n")[18 : 18+Rows]
	in := strings.Split(fixedMap(func(r [][]byte) { r[5][5], r[5][7], r[6][7], r[7][7], r[9][9] = '2', 'T', 'a', 'd', 'A' }), "\n")
	for i := range Rows {
		for j := range Cols {
			g, w := grid[i][j], in[i][j]
			if g != w && !(w == 'C' && g >= '0' && g <= '3') {
				t.Fatalf("(%d,%d): got %q, want %q", i, j, g, w)
			}
		}
	}
	for c := range 4 {
		if m.NbCells(c) < 20 {
			t.Errorf("clan %d owns %d cells", c, m.NbCells(c))
		}
	}
}

// TestGeneratorMatchesDummyFiles: the round-0 state of the original's
// Dummy games (which cannot be replayed) is rebuilt exactly.
func TestGeneratorMatchesDummyFiles(t *testing.T) {
	dir := sharedConformance(t)
	for seed := int32(1); seed <= 3; seed++ {
		f, err := os.Open(filepath.Join(dir, "default-dummy-s"+string('0'+rune(seed))+".out.gz"))
		if err != nil {
			t.Skip(err)
		}
		z, err := gzip.NewReader(f)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := io.ReadAll(z)
		f.Close()
		want = want[:bytes.Index(want, []byte("movements\n"))]
		m, err := NewMatch(DefaultConfig(), seed, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.AppendHeader(nil, []string{"Dummy", "Demo", "Dummy", "Null"}); !bytes.Equal(got, want) {
			t.Errorf("seed %d: round 0 differs", seed)
		}
	}
}

// sharedConformance finds ../shared/conformance/moria beside the module.
func sharedConformance(t *testing.T) string {
	dir, _ := os.Getwd()
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		if filepath.Dir(dir) == dir {
			t.Fatal("go.mod not found")
		}
		dir = filepath.Dir(dir)
	}
	d := filepath.Join(filepath.Dir(dir), "shared", "conformance", "moria")
	if _, err := os.Stat(d); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	return d
}

// FuzzParseConfig: the parser never panics, and whatever it accepts builds a match.
func FuzzParseConfig(f *testing.F) {
	f.Add(defaultConfig)
	f.Add([]byte(header + "FIXED\n" + fixedMap(nil)))
	f.Add([]byte(header))
	f.Add([]byte("Moria 1.1 nb_players 4 nb_rounds -3"))
	f.Add([]byte(header + "FIXED\nOOOO\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := ParseConfig("fuzz.cnf", data)
		if err != nil {
			if !jutge.Located(err, "fuzz.cnf") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		if c := cfg.(*Config); c.Fixed != nil && c.NumUnits() < 300 {
			if _, err := NewMatch(c, 1, nil); err != nil {
				t.Fatalf("accepted config cannot start a match: %v", err)
			}
		}
	})
}
