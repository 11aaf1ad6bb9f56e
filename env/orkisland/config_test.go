package orkisland

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/edagym/edagym/env/jutge"
)

func TestDefaultConfig(t *testing.T) {
	c := Default()
	if c.Rows != 70 || c.Orks != 15 || c.Rounds != 200 || c.Cost[Sand] != 3 || c.Generator != "GENERATOR1" {
		t.Fatalf("default config: %+v", c)
	}
}

// TestBadConfigs: each malformed file gives the original's message at the right line.
func TestBadConfigs(t *testing.T) {
	good := string(defaultConfig)
	fixed, err := os.ReadFile("testdata/small-fixed.cnf")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, text string
		line       int
		msg        string
	}{
		{"wrong header", strings.Replace(good, "OrkIsland", "Dominator", 1), 1, "Problems when reading."},
		{"wrong version", strings.Replace(good, "1.0", "2.0", 1), 1, "Problems when reading."},
		{"empty file", "", 1, "Problems when reading."},
		{"missing parameter", strings.Replace(good, "cols                	   70\n", "", 1), 4, "Expected 'cols' while parsing."},
		{"three players", strings.Replace(good, "    4", "    3", 1), 2, "Wrong number of players."},
		{"tiny board", strings.Replace(good, "rows                	   70", "rows 10", 1), 3, "Wrong number of rows."},
		{"not a number", strings.Replace(good, "  200", "  lots", 1), 5, `nb_rounds: expected an integer, found "lots"`},
		{"too many orks", strings.Replace(good, "   15", "   100", 1), 7, "Wrong parameters."},
		{"negative cost", strings.Replace(good, "cost_sand		    3", "cost_sand -3", 1), 10, "Cost of sand should be non-negative"},
		{"not square", strings.Replace(good, "cols                	   70", "cols 71", 1), 4, "Board should be square."},
		{"too many rounds", strings.Replace(good, "  200", "  1000000", 1), 5, "nb_rounds 1000000 is more than 10000: matches are limited to this many rounds"},
		{"too many orks a player", strings.NewReplacer("rows                	   70", "rows 1000", "cols                	   70", "cols 1000", "  200", "  100", "   15", "   1001").Replace(good),
			7, "1001 units a player: more than the 1000 orders a player may give in a round"},
		{"match file too large", strings.NewReplacer("rows                	   70", "rows 1000", "cols                	   70", "cols 1000").Replace(good),
			7, "200 rounds on a 1000×1000 board with 60 units would write a match file of about 191 MB; at most 133 rounds with these"},
		{"end of file instead of the generator", strings.TrimSuffix(good, "GENERATOR1\n"), 16, "Unknown grid generator."},
		{"land on the border", strings.Replace(string(fixed), "05 W.....", "05 ......", 1), 25, "cell (5, 0) on the border is not water. Invariants are not satisfied."},
		{"path to no city", strings.Replace(string(fixed), "0 1 1\n", "0 7 1\n", 1), 49, "path between cities 0 and 7: wrong city. Invariants are not satisfied."},
		{"path cell not listed", strings.Replace(string(fixed), "paths 1\n0 1 1\n4 4", "paths 0", 1), 24, "cell (4, 4) of type P is not in exactly the listed cities or paths. Invariants are not satisfied."},
		{"unknown generator", strings.Replace(good, "GENERATOR1", "GENERATOR9", 1), 17, "Unknown grid generator."},
		{"generator parameter", good + " 3\n", 18, "GENERATOR1 requires no parameter."},
		{"row too short", strings.Replace(string(fixed), "04 W.CCPC", "04 W.CCP", 1), 24, "The read map has a line with incorrect lenght."},
		{"bad cell", strings.Replace(string(fixed), "04 W.CCPC", "04 W.CXPC", 1), 24, "X in grid definition."},
		{"city cell not marked C", strings.Replace(string(fixed), "4 3\n", "4 4\n", 1), 44, "Should be city."},
		{"city off the board", strings.Replace(string(fixed), "4 3\n", "4 30\n", 1), 44, "Position of city is not ok."},
		{"missing cities", strings.Replace(string(fixed), "cities", "towns", 1), 41, "Expected 'cities'."},
		{"truncated", string(fixed)[:strings.Index(string(fixed), "paths")], 47, "Expected 'paths'."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseConfig("x.cnf", []byte(c.text))
			var ce *jutge.ConfigError
			if !errors.As(err, &ce) {
				t.Fatalf("got %v, want a ConfigError", err)
			}
			if ce.Line != c.line || ce.Msg != c.msg || ce.File != "x.cnf" {
				t.Errorf("got %q, want x.cnf:%d: %s", err, c.line, c.msg)
			}
		})
	}
}

func TestSmallFixedBoard(t *testing.T) {
	data, _ := os.ReadFile("testdata/small-fixed.cnf")
	c, err := ParseConfig("small-fixed.cnf", data)
	if err != nil {
		t.Fatal(err)
	}
	b := c.Fixed
	if len(b.Cities) != 2 || len(b.Paths) != 1 || b.CityAt(Pos{I: 4, J: 3}) != 0 || b.PathAt(Pos{I: 4, J: 4}) != 0 {
		t.Fatalf("board: cities %v paths %v", b.Cities, b.Paths)
	}
}

// FuzzParseConfig: no input makes the parser panic.
func FuzzParseConfig(f *testing.F) {
	f.Add(defaultConfig)
	data, _ := os.ReadFile("testdata/small-fixed.cnf")
	f.Add(data)
	f.Add([]byte("OrkIsland 1.0 nb_players 4"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseConfig("fuzz.cnf", data)
		if err != nil && !jutge.Located(err, "fuzz.cnf") {
			t.Fatalf("error without file and line: %v", err)
		}
		if err == nil && c.Generator == "FIXED" {
			c.New(1, nil) // a board that parses must also be playable
		}
	})
}
