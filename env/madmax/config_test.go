package madmax

import (
	"strings"
	"testing"

	"github.com/edagym/edagym/env/internal/cnftest"
	"github.com/edagym/edagym/env/jutge"
)

const header = "Mad_Max 1.6\nnb_players 4\nnb_rounds 500\nnb_cities 8\nnb_warriors 20\nnb_cars 3\nwarriors_health 40\ncars_fuel 100\ndamage 6\n"

// fixed40 is a valid FIXED 40×40 board: four cities, one per team, and
// roads touching the edges.
func fixed40(edit func(rows []string)) string {
	rows := make([]string, 40)
	for i := range rows {
		rows[i] = strings.Repeat(".", 40)
	}
	rows[20] = strings.Repeat("R", 40)
	col := []byte(strings.Repeat(".", 40))
	col[20] = 'R'
	for i := range rows {
		if i != 20 {
			rows[i] = string(col)
		}
	}
	city := func(i0, j0 int, ch byte) {
		for i := i0; i < i0+5; i++ {
			b := []byte(rows[i])
			for j := j0; j < j0+5; j++ {
				b[j] = ch
			}
			rows[i] = string(b)
		}
	}
	city(5, 5, '0')
	city(5, 28, '1')
	city(28, 5, '2')
	city(28, 28, '3')
	b := []byte(rows[12])
	b[12] = 'W'
	rows[12] = string(b)
	b = []byte(rows[21])
	b[21] = 'S'
	rows[21] = string(b)
	if edit != nil {
		edit(rows)
	}
	h := strings.Replace(header, "nb_cities 8", "nb_cities 4", 1)
	return strings.Replace(h, "nb_cars 3", "nb_cars 1", 1) +
		"rows 40\ncols 40\nFIXED\n" + strings.Join(rows, "\n") + "\n"
}

func TestParseDefault(t *testing.T) {
	c := Default()
	if c.Players != 4 || c.Rounds != 500 || c.Cities != 8 || c.Warriors != 20 || c.Cars != 3 ||
		c.Health != 40 || c.Fuel != 100 || c.Damage != 6 || c.Rows != 60 || c.Cols != 60 || c.Generator != "GENERATOR" {
		t.Errorf("default config %+v", c)
	}
}

func TestParseFixed(t *testing.T) {
	c, err := ParseConfig("f.cnf", []byte(fixed40(nil)))
	if err != nil {
		t.Fatal(err)
	}
	if c.Fixed == nil || c.Fixed.NumCities() != 4 {
		t.Fatalf("fixed board not read: %+v", c)
	}
	m, err := c.New(9, nil)
	if err != nil {
		t.Fatal(err)
	}
	if m.NumUnits() != 4*21 {
		t.Errorf("%d units", m.NumUnits())
	}
}

func TestMalformedConfigs(t *testing.T) {
	gen := header + "rows 60\ncols 60\n"
	cnftest.CheckRejects(t, ParseConfig, "f.cnf", []cnftest.Bad{
		{"empty", "", "f.cnf:1: expected the header 'Mad_Max 1.6'"},
		{"wrong game", "OrkIsland 1.0\n", "f.cnf:1: expected the header"},
		{"wrong version", "Mad_Max 1.5\n", "f.cnf:1: expected version '1.6'"},
		{"misspelt setting", strings.Replace(gen, "nb_cars", "nb_car", 1), "f.cnf:6: Expected 'nb_cars' while parsing."},
		{"not a number", strings.Replace(gen, "damage 6", "damage six", 1), `f.cnf:9: damage: expected an integer, found "six"`},
		{"three players", strings.Replace(gen, "nb_players 4", "nb_players 3", 1), "f.cnf:2: nb_players must be 4"},
		{"no rounds", strings.Replace(gen, "nb_rounds 500", "nb_rounds 0", 1), "f.cnf:3: nb_rounds must be at least 1"},
		{"cities not a multiple of 4", strings.Replace(gen, "nb_cities 8", "nb_cities 6", 1), "f.cnf:4: nb_cities must be a non-negative multiple of 4"},
		{"one warrior", strings.Replace(gen, "nb_warriors 20", "nb_warriors 1", 1), "f.cnf:5: nb_warriors must be at least 2"},
		{"no cars", strings.Replace(gen, "nb_cars 3", "nb_cars 0", 1), "f.cnf:6: nb_cars must be at least 1"},
		{"no health", strings.Replace(gen, "warriors_health 40", "warriors_health 0", 1), "f.cnf:7: warriors_health must be at least 1"},
		{"no fuel", strings.Replace(gen, "cars_fuel 100", "cars_fuel -3", 1), "f.cnf:8: cars_fuel must be at least 1"},
		{"no damage", strings.Replace(gen, "damage 6", "damage 0", 1), "f.cnf:9: damage must be at least 1"},
		{"small board", strings.Replace(gen, "rows 60", "rows 39", 1), "f.cnf:10: rows must be at least 40"},
		{"missing cols", strings.Replace(gen, "cols 60\n", "", 1), "f.cnf:10: Expected 'cols' while parsing."},
		{"no grid source", gen, "f.cnf:11: expected FIXED or GENERATOR, found the end of the file"},
		{"unknown generator", gen + "GENERATOR2\n", "f.cnf:12: Unknow grid generator."},
		{"generator parameters", gen + "GENERATOR\n5 6\n", "f.cnf:13: GENERATOR requires no parameters."},
		{"generator size", strings.Replace(gen, "cols 60", "cols 61", 1) + "GENERATOR\n", "f.cnf:12: GENERATOR with unexpected sizes."},
		{"generator cities", strings.Replace(gen, "nb_cities 8", "nb_cities 4", 1) + "GENERATOR\n", "f.cnf:12: GENERATOR builds 8 cities"},
		{"fixed short row", fixed40(func(r []string) { r[3] = r[3][:39] }), "f.cnf:16: The read map has a line with incorrect length."},
		{"fixed bad character", fixed40(func(r []string) { r[7] = "Q" + r[7][1:] }), "f.cnf:20: Q in grid definition."},
		{"fixed missing rows", fixed40(func(r []string) { r[39] = "" }), "f.cnf:52: the FIXED grid has 39 rows, expected 40"},
		{"fixed city on the edge", fixed40(func(r []string) { r[0] = "0" + r[0][1:] }), "f.cnf:13: cell (0, 0): a city reaches the edge"},
		{"fixed city touching a road", fixed40(func(r []string) { r[4] = r[4][:6] + "R" + r[4][7:] }), "f.cnf:17: cell (4, 6): a city of team 0 touches"},
		{"fixed city count", fixed40(func(r []string) { r[2] = r[2][:2] + "1" + r[2][3:] }), "the board has 5 cities but nb_cities is 4"},
		{"fixed team without a city", fixed40(func(r []string) {
			for i := 28; i < 33; i++ {
				r[i] = strings.Replace(r[i], "33333", "22222", 1)
			}
		}), "team 2 owns 2 cities"},
		{"fixed road corner", fixed40(func(r []string) { r[0] = "R" + r[0][1:] }), "f.cnf:13: cell (0, 0): a Road corner is not supported"},
		{"fixed without edge roads", strings.Replace(fixed40(nil), "nb_cars 1", "nb_cars 2", 1), "f.cnf:6: the board edges have 4 Road cells, 4·nb_cars = 8 are needed"},
		{"fixed cities too small", strings.Replace(fixed40(nil), "nb_warriors 20", "nb_warriors 26", 1), "f.cnf:5: the cities of team 0 have room for 24 more warriors, 25 are needed"},
		{"generator edge roads", strings.Replace(gen, "nb_cars 3", "nb_cars 5", 1) + "GENERATOR\n", "f.cnf:6: nb_cars 5: a GENERATOR board may have only 12 edge roads"},
		{"generator city room", strings.Replace(gen, "nb_warriors 20", "nb_warriors 41", 1) + "GENERATOR\n", "f.cnf:5: nb_warriors 41: a GENERATOR board may give a team only 40 city cells"},
		{"too many rounds", strings.Replace(gen, "nb_rounds 500", "nb_rounds 20000", 1) + "GENERATOR\n", "f.cnf:3: nb_rounds 20000 is more than 10000"},
		{"too many units a player", strings.NewReplacer("nb_cars 3", "nb_cars 990", "rows 60", "rows 1000", "cols 60", "cols 1000", "nb_rounds 500", "nb_rounds 100").Replace(gen) + "GENERATOR\n",
			"f.cnf:6: 1010 units a player"},
		{"match file too large", strings.NewReplacer("rows 60", "rows 1000", "cols 60", "cols 1000").Replace(gen) + "GENERATOR\n", "f.cnf:11: 500 rounds on a 1000×1000 board"},
		{"warriors fewer than cities", strings.Replace(strings.Replace(gen, "nb_cities 8", "nb_cities 12", 1), "nb_warriors 20", "nb_warriors 2", 1), "f.cnf:5: nb_warriors (2) must be at least nb_cities/4 (3)"},
	})
}

// FuzzParseConfig: the parser never panics, and what it accepts can start a match.
func FuzzParseConfig(f *testing.F) {
	f.Add(string(defaultConfig))
	f.Add(fixed40(nil))
	f.Add(header + "rows 60\ncols 60\nGENERATOR 3\n")
	f.Add("Mad_Max 1.6 nb_players 4")
	f.Add(fixed40(func(r []string) { r[5] = "1" + r[5][1:] }))
	f.Fuzz(func(t *testing.T, text string) {
		c, err := ParseConfig("fuzz.cnf", []byte(text))
		if err != nil {
			if !jutge.Located(err, "fuzz.cnf") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		if c.Fixed != nil && c.Rounds < 1000 {
			if _, err := c.New(1, nil); err != nil {
				t.Fatalf("accepted config cannot start a match: %v", err)
			}
		}
	})
}
