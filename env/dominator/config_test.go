package dominator

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env/internal/cnftest"
	"github.com/edagym/edagym/env/jutge"
)

const params = `nb_players 4
nb_rounds 200
nb_farmers 20
nb_knights 10
nb_witches 2
farmers_health 100
knights_health 200
farmers_regen 30
knights_regen 30
damage_min 60
damage_max 90
rows 37
cols 37
`

func fixed(rows ...string) string { return "FIXED\n" + strings.Join(rows, "\n") + "\n" }

func border37(change func(i int, row []byte)) string {
	var b strings.Builder
	b.WriteString("FIXED\n")
	for i := range 37 {
		row := []byte(strings.Repeat(".", 37))
		if i == 0 || i == 36 {
			row = []byte(strings.Repeat("X", 37))
		}
		row[0], row[36] = 'X', 'X'
		if change != nil {
			change(i, row)
		}
		b.Write(row)
		b.WriteByte('\n')
	}
	return b.String()
}

func TestParseConfigErrors(t *testing.T) {
	head := "Dominator 4.0\n"
	cnftest.CheckRejects(t, ParseConfig, "f.cnf", []cnftest.Bad{
		{"wrong game", "OrkIsland 1.0\n" + params + "GENERATOR2\n", "f.cnf:1: Expected 'Dominator'"},
		{"wrong version", "Dominator 3.0\n" + params + "GENERATOR2\n", "f.cnf:1: Wrong version"},
		{"empty file", "", "f.cnf:1: Expected 'Dominator'"},
		{"missing parameter", head + strings.Replace(params, "nb_witches 2\n", "", 1) + "GENERATOR2\n", "f.cnf:6: Expected 'nb_witches' while parsing."},
		{"misspelt parameter", head + strings.Replace(params, "nb_knights", "nb_knight", 1) + "GENERATOR2\n", "f.cnf:5: Expected 'nb_knights'"},
		{"not a number", head + strings.Replace(params, "nb_rounds 200", "nb_rounds lots", 1) + "GENERATOR2\n", `f.cnf:3: nb_rounds: expected an integer, found "lots"`},
		{"three players", head + strings.Replace(params, "nb_players 4", "nb_players 3", 1) + "GENERATOR2\n", "f.cnf:2: nb_players must be 4."},
		{"no rounds", head + strings.Replace(params, "nb_rounds 200", "nb_rounds 0", 1) + "GENERATOR2\n", "f.cnf:3: nb_rounds must be at least 1."},
		{"damage range", head + strings.Replace(params, "damage_max 90", "damage_max 50", 1) + "GENERATOR2\n", "f.cnf:12: damage_max must be at least damage_min."},
		{"even rows", head + strings.Replace(params, "rows 37", "rows 36", 1) + "GENERATOR2\n", "f.cnf:13: rows must be odd and at least 20."},
		{"small board", head + strings.Replace(params, "cols 37", "cols 19", 1) + "GENERATOR2\n", "f.cnf:14: cols must be odd"},
		{"not square", head + strings.Replace(params, "cols 37", "cols 39", 1) + "GENERATOR2\n", "rows must equal cols"},
		{"truncated", head + "nb_players 4\nnb_rounds", "f.cnf:3: nb_rounds: expected an integer, found the end of the file"},
		{"no generator", head + params, "expected a grid generator"},
		{"unknown generator", head + params + "GENERATOR9\n", "f.cnf:15: Unknow grid generator."},
		{"generator2 params", head + params + "GENERATOR2 5\n", "f.cnf:15: GENERATOR2: expected no parameters"},
		{"generator1 no params", head + params + "GENERATOR1\n", "GENERATOR1: expected 1 or 2 parameters"},
		{"generator1 too many walls", head + params + "GENERATOR1 500\n", "GENERATOR1: the number of walls must be in [0, 136]"},
		{"generator1 bad range", head + params + "GENERATOR1 50 10\n", "GENERATOR1: the maximum number of walls"},
		{"generator3 size", head + strings.Replace(strings.Replace(params, "rows 37", "rows 35", 1), "cols 37", "cols 35", 1) + "GENERATOR3\n", "GENERATOR3: rows and cols must be 1 modulo 6"},
		{"too many rounds", head + strings.Replace(params, "nb_rounds 200", "nb_rounds 1000000", 1) + "GENERATOR2\n", "f.cnf:3: nb_rounds 1000000 is more than 10000"},
		{"match file too large", head + strings.NewReplacer("rows 37", "rows 1001", "cols 37", "cols 1001").Replace(params) + "GENERATOR2\n", "f.cnf:14: 200 rounds on a 1001×1001 board"},
		{"too many units a player", head + strings.NewReplacer("nb_farmers 20", "nb_farmers 1000", "rows 37", "rows 101", "cols 37", "cols 101").Replace(params) + "GENERATOR2\n",
			"f.cnf:6: 1012 units a player: more than the 1000 orders"},
		{"end of file in the grid", head + params + "FIXED\n", "f.cnf:15: grid row 0 missing"},
		{"trailing text", head + params + "GENERATOR2\nhello\n", `f.cnf:16: unexpected "hello" after the board`},
		{"grid too few rows", head + params + fixed("XXXX"), "grid row 0 has 4 characters, expected 37"},
		{"bad grid width", head + params + border37(func(i int, row []byte) {
			if i == 5 {
				row[3] = ' '
			}
		}), "f.cnf:21: grid row 5 has 3 characters, expected 37"},
		{"bad grid character", head + params + border37(func(i int, row []byte) {
			if i == 7 {
				row[3] = 'k'
			}
		}), "f.cnf:23: ERROR: k in grid definition."},
		{"owner 4", head + params + border37(func(i int, row []byte) {
			if i == 2 {
				row[3] = '4'
			}
		}), "f.cnf:18: ERROR: 4 in grid definition"},
		{"missing rows", head + params + strings.Join(strings.Split(border37(nil), "\n")[:30], "\n"), "grid row 29 missing"},
	})
}

func TestParseConfigOK(t *testing.T) {
	c := Default()
	if c.Players != 4 || c.Rounds != 200 || c.Rows != 37 || c.Generator != Generator2 || c.NumUnits() != 128 {
		t.Errorf("default.cnf parsed as %+v", c)
	}
	for _, text := range []string{
		"Dominator 4.0\n" + params + "GENERATOR1 50 100\n",
		"Dominator 4.0\n" + params + "GENERATOR3\n",
		"Dominator 4.0\n" + params + border37(nil),
	} {
		c, err := ParseConfig("ok.cnf", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.New(3, nil); err != nil {
			t.Errorf("%s: %v", c.Generator, err)
		}
	}
}

// TestImpossibleBoards: configurations whose units may not fit their home
// boxes, on which the original hangs or aborts and NewMatch would fail,
// are refused by the parser at the line of the unit count.
func TestImpossibleBoards(t *testing.T) {
	head := "Dominator 4.0\n"
	walled := border37(func(i int, row []byte) {
		for j := 1; j < 36 && i > 0 && i < 36; j++ {
			if i != 18 {
				row[j] = 'X'
			}
		}
	})
	cnftest.CheckRejects(t, ParseConfig, "f.cnf", []cnftest.Bad{
		{"walled-up board", head + params + walled, "f.cnf:6: nb_witches 2: a home box keeps 0 cells free of walls, room for at most 0 witches"},
		{"crowded farmers", head + strings.Replace(params, "nb_farmers 20", "nb_farmers 300", 1) + "GENERATOR2\n", "f.cnf:4: nb_farmers 300: a home box keeps 102 cells"},
		{"crowded knights", head + strings.Replace(params, "nb_knights 10", "nb_knights 200", 1) + "GENERATOR3\n", "f.cnf:5: nb_knights 200:"},
		{"crowded witches", head + strings.Replace(params, "nb_witches 2", "nb_witches 25", 1) + "GENERATOR1 0\n", "f.cnf:6: nb_witches 25: a home box keeps 256 cells free of walls, room for at most 11 witches"},
		{"walls may all fall in one box", head + strings.Replace(params, "nb_farmers 20", "nb_farmers 200", 1) + "GENERATOR1 10 100\n", "f.cnf:4: nb_farmers 200: a home box keeps 130 cells"},
	})
}

func FuzzParseConfig(f *testing.F) {
	f.Add(defaultConfig)
	f.Add([]byte("Dominator 4.0\n" + params + "GENERATOR1 50 100\n"))
	f.Add([]byte("Dominator 4.0\n" + params + "GENERATOR3\n"))
	f.Add([]byte("Dominator 4.0\n" + params + border37(nil)))
	f.Add([]byte("Dominator 4.0\nnb_players 4\nnb_rounds -1\n"))
	f.Add([]byte("Dominator 4.0\n" + strings.Replace(strings.Replace(params, "rows 37", "rows 21", 1), "cols 37", "cols 21", 1) + "GENERATOR1 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseConfig("fuzz.cnf", data)
		if err != nil {
			if !jutge.Located(err, "fuzz.cnf") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		if c.Rows > 61 || c.NumUnits() > 400 {
			return // keep each run short
		}
		if c.Generator == Generator1 && c.Params[len(c.Params)-1] > c.Rows*c.Cols/20 {
			return // dense scatterings take long to give up
		}
		m, err := c.New(1, nil)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.cnf: GENERATOR") {
				t.Fatalf("accepted config cannot start a match: %v", err) // only a generator may fail, on a seed
			}
			return
		}
		_ = m.AppendHeader(nil, []string{"a", "b", "c", "d"})
	})
}
