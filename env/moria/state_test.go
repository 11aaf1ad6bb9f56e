package moria

import (
	"bytes"
	"github.com/edagym/edagym/env/grid"
	"testing"
)

// TestWarnings: rejected orders produce the original engine's warnings.
func TestWarnings(t *testing.T) {
	m := scenario(t, testConfig(), 1, "...", u(0, 10, 11))
	var log bytes.Buffer
	m.log = &log
	m.Step(orders([3]int{1, 0, int(grid.Right)}, [3]int{0, 0, 9}, [3]int{0, 999, 0}, [3]int{0, 1, int(grid.BR)}, [3]int{0, 8, 0}))
	want := "warning: direction not valid: 9\n" + // clan 0's orders are checked first
		"warning: id out of range or dead unit:999\n" +
		"warning: direction not valid for a wizard: 1\n" +
		"warning: id out of range or dead unit:8\n" +
		"warning: not own unit: 0 0 1\n"
	if got := log.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// TestStateAPI: the read API shows every unit, Sauron's included, and the cells.
func TestStateAPI(t *testing.T) {
	m, err := NewMatch(DefaultConfig(), 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	us := m.Units()
	if len(us) != 125 || us[m.BalrogID()].Type != Balrog || us[120].Type != Troll || us[100].Type != Orc || us[24].Type != Wizard || us[25].Owner != 1 {
		t.Fatalf("units %v", us[95:])
	}
	if len(m.Trolls()) != 4 || len(m.Orcs()) != 0 || len(m.Dwarves(2)) != 20 || len(m.Wizards(3)) != 5 {
		t.Errorf("lists")
	}
	types := map[CellType]int{}
	for i := range Rows {
		for j := range Cols {
			c := m.CellAt(i, j)
			types[c.Type]++
			if c.Type == Rock && c.Turns != 5 || c.Treasure && c.Type != Cave {
				t.Fatalf("cell %+v", c)
			}
		}
	}
	if types[Outside] != Rows*Cols-56*56 {
		t.Errorf("outside cells %d", types[Outside])
	}
	for c := range NumClans {
		if m.NbCells(c) != 20 || m.Score(c) != 20 || m.NbTreasures(c) != 0 {
			t.Errorf("clan %d: %d cells", c, m.NbCells(c))
		}
	}
	if m.Round() != 0 || m.Done() {
		t.Error("round")
	}
	if got := Stages(); len(got) < 5 || got[2] != "orcs" || got[4] != "balrog" {
		t.Errorf("stages %v", got)
	}
}
