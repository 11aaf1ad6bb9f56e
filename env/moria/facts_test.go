package moria

import (
	"slices"
	"testing"

	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/grid"
)

// ones is n features of 1.
func ones(n int) []float32 {
	f := make([]float32, n)
	fillOnes(f)
	return f
}

// cat joins feature groups.
func cat(groups ...[]float32) []float32 { return slices.Concat(groups...) }

// The pictures below have their top-left corner at (10, 10) and rock
// (rock_resistance 2: 'R' two turns, 'a' one) everywhere else (scenario).
// Clan c's dwarf is 2c and its wizard 2c+1; orcs 8 and 9, the troll 10,
// the Balrog 11 (at (50, 50) unless placed).

// corridor is a row of four caves and a treasure walled in by granite.
const corridor = `
GGGGGGG
G....TG
GGGGGGG`

// TestFactsFeatures checks one unit's facts features, group by group, on
// small hand-made states: every value is exact.
func TestFactsFeatures(t *testing.T) {
	for _, c := range []struct {
		name    string
		picture string
		units   []at
		id      int // the unit of clan 0 whose row is checked
		from    int // the first feature checked
		want    []float32
	}{
		{"treasure: down a corridor", corridor, []at{u(0, 11, 11)}, 0, featTreasure,
			// cost 4 here; right is the way, every other cell granite
			[]float32{4.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1}},
		{"treasure: a rock costs its turns and the step in", "GGGGG\nG.RTG\nGGGGG", []at{u(0, 11, 11)}, 0, featTreasure,
			[]float32{4.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1}},
		{"treasure: a rock dug once costs one turn less", "GGGGG\nG.aTG\nGGGGG", []at{u(0, 11, 11)}, 0, featTreasure,
			[]float32{3.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1}},
		{"treasure: a diagonal is as short, a step up costs one more", "GGGGGG\nG...TG\nG....G\nGGGGGG",
			[]at{u(0, 12, 11)}, 0, featTreasure,
			// from (12, 11) to (11, 14) in 3: right and top-right keep 3, top makes it 4
			[]float32{3.0 / 64, 1, 1, 0, 0, 0.25, 1, 1, 1}},
		{"treasure: none reachable", "GGG\nG.G\nGGG", []at{u(0, 11, 11)}, 0, featTreasure, ones(9)},
		{"land: caves of mine are not land", "GGGGGGG\nG00.1TG\nGGGGGGG", []at{u(0, 11, 11)}, 0, featLand,
			// the unowned cave at (11, 13) is 2 away; clan 1's and the treasure cave are land too
			[]float32{2.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1}},
		{"a wizard reads 1s in the dwarves' fields", corridor, []at{u(1, 11, 11), u(0, 11, 12)}, 1, featTreasure,
			ones(27)},
		{"prey: an enemy wizard down the corridor", corridor, []at{u(0, 11, 11), u(3, 11, 14)}, 0, featPrey,
			[]float32{3.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1}},
		{"prey: the parked enemies are walled off", corridor, []at{u(0, 11, 11)}, 0, featPrey, ones(9)},
		{"a dwarf reads 1s in the wizards' fields", corridor, []at{u(0, 11, 11), u(1, 11, 14)}, 0,
			featHeal, ones(18)},
		{"heal and follow: beside a wounded dwarf", "GGGGGGGG\nG......G\nGGGGGGGG",
			[]at{u(1, 11, 11), {id: 0, p: Pos{I: 11, J: 15}, health: 50, owner: -2}}, 1, featHeal,
			// (11, 14) beside the dwarf is 3 away; a wizard's diagonals read 1
			cat([]float32{3.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1}, []float32{3.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1})},
		{"heal: no wounded dwarf, follow still leads", "GGGGGGGG\nG......G\nGGGGGGGG",
			[]at{u(1, 11, 11), u(0, 11, 15)}, 1, featHeal,
			cat(ones(9), []float32{3.0 / 64, 1, 1, 0, 1, 1, 1, 1, 1})},
		{"heal: wizards do not dig", "GGGGGG\nG.R..G\nGGGGGG",
			[]at{u(1, 11, 11), {id: 0, p: Pos{I: 11, J: 14}, health: 50, owner: -2}}, 1, featHeal,
			ones(18)},
		{"harm: a troll and an orc beside the moves", ".......\n.......\n.......\n.......\n.......",
			[]at{u(0, 12, 12), u(10, 12, 14), u(8, 10, 12)}, 0, featHarm,
			// bottom, BR, right, RT, top, TL, left, LB, none: the troll (150)
			// kills beside it, the orc takes up to 30 of 100
			[]float32{0, 1, 1, 1, 0.3, 0.3, 0, 0, 0}},
		{"harm: a wounded dwarf", ".......\n.......\n.......\n.......\n.......",
			[]at{{id: 0, p: Pos{I: 12, J: 12}, health: 50, owner: -2}, u(8, 10, 12)}, 0, featHarm,
			[]float32{0, 0, 0, 0.6, 0.6, 0.6, 0, 0, 0}}, // RT, top and TL beside the orc: 30 of 50
		{"harm: the Balrog's reach and an abyss", ".......\n..A....\n.......\n.......\n.......\n.......\n.......",
			[]at{u(0, 12, 12), u(11, 15, 12)}, 0, featHarm,
			// the Balrog steps to (14, 12) and kills around it; the abyss kills
			[]float32{1, 1, 0, 0, 1, 0, 0, 1, 0}},
		{"foe: the nearest enemy dwarf from where the move ends", ".......\n.......\n.......\n.......\n.......",
			[]at{u(0, 12, 12), u(2, 12, 15), u(3, 13, 13)}, 0, featFoe,
			// BR attacks the wizard and stays; enemy wizards do not count
			[]float32{0.75, 0.75, 0.5, 0.5, 0.75, 1, 1, 1, 0.75}},
		{"what a dwarf's moves run into", ".a.\n...\n...",
			[]at{u(0, 11, 11), {id: 2, p: Pos{I: 11, J: 12}, health: 30, owner: -2},
				{id: 3, p: Pos{I: 12, J: 11}, health: 20, owner: -2}, {id: 8, p: Pos{I: 12, J: 12}, health: 25, owner: -2},
				u(1, 12, 10)}, 0, featEnemy,
			cat([]float32{1, 0, 1, 0, 0, 0, 0, 0}, // enemy: the wizard below, the dwarf right
				[]float32{0, 1, 0, 0, 0, 0, 0, 0},                 // beast: the orc bottom-right
				[]float32{1, 16.0 / 21, 11.0 / 21, 0, 0, 0, 0, 0}, // kill: health 20, 25, 30 against hits of 20..40
				[]float32{0, 0, 0, 0, 0.5, 0, 0, 0})},             // rock: one turn of two above
		{"what a wizard's moves run into", ".a.\n...\n...",
			[]at{u(0, 11, 11), {id: 3, p: Pos{I: 12, J: 11}, health: 20, owner: -2}, u(1, 12, 10)}, 1, featEnemy,
			cat([]float32{0, 0, 1, 0, 0, 0, 0, 0}, // the enemy wizard to its right
				make([]float32, 8),                  // no beast
				make([]float32, 8),                  // wizards do not hit
				[]float32{1, 1, 0, 0, 0, 1, 1, 1})}, // untouched rock around the picture
	} {
		t.Run(c.name, func(t *testing.T) {
			m := scenario(t, testConfig(), 1, c.picture, c.units...)
			got := factsRow(t, m, 0, c.id)[c.from : c.from+len(c.want)]
			if !slices.Equal(got, c.want) {
				t.Errorf("features %d..%d:\n got %v\nwant %v", c.from, c.from+len(c.want)-1, got, c.want)
			}
		})
	}
}

// factsRow observes seat me in facts mode and returns unit id's features.
func factsRow(t *testing.T, m *Match, me, id int) []float32 {
	t.Helper()
	e, obs := newTestEncoder(t, m, env.Facts)
	e.Observe(m, me, obs)
	s := slices.Index(e.ownUnits(m, me), id)
	if s < 0 {
		t.Fatalf("unit %d is not clan %d's", id, me)
	}
	return env.Float32s(obs[1])[s*NumFactsFeatures : (s+1)*NumFactsFeatures]
}

// TestFactsSpec: facts mode's tensors are units mode's but for the 113
// features, and the progress tensor: 162,532 bytes per agent-step with the
// mask.
func TestFactsSpec(t *testing.T) {
	e, err := NewEncoder(DefaultConfig(), env.Facts)
	if err != nil {
		t.Fatal(err)
	}
	s := e.Spec()
	if s.Slots != 100 || !slices.Equal(s.Obs[1].Shape, []int{100, NumFactsFeatures}) || NumFactsFeatures != 113 {
		t.Errorf("facts spec: slots %d, features %v", s.Slots, s.Obs[1].Shape)
	}
	bytes := s.Slots * s.Actions
	for _, o := range s.Obs {
		bytes += o.Bytes()
	}
	if bytes != 162_532 {
		t.Errorf("facts mode: %d bytes per agent-step with the mask, docs say 162,532", bytes)
	}
}

// TestFactsProgress: per move, the change of the unit's progress field as
// a potential, / 4: a dwarf's step toward the caves not mine gains, away
// loses; a dig on the way gains one round, a dig off it nothing; a wizard
// follows my dwarves; none and attacks change no field, but a dwarf's hit
// on an enemy dwarf or wizard gains 0.5 × (1 + its chance to kill); a dwarf
// follows the enemy dwarves and wizards instead of the land while they cost
// at most 8 times as much to reach. Then the risk of
// where the move leaves the unit: 1 where Sauron can kill it, 0.5 for a
// dwarf beside a healthier enemy dwarf.
func TestFactsProgress(t *testing.T) {
	for _, c := range []struct {
		name    string
		picture string
		units   []at
		id      int
		want    []float32 // bottom, BR, right, RT, top, TL, left, LB, none
	}{
		// (11, 11) and (11, 12) are mine; land starts at (11, 13): 2 away
		{"a dwarf in a corridor of my caves", "GGGGGG\nG00..G\nGGGGGG", []at{u(0, 11, 11)}, 0,
			[]float32{0, 0, -0.25, 0, 0, 0, 0, 0, 0}},
		{"a step back loses", "GGGGGGG\nG000..G\nGGGGGGG", []at{u(0, 11, 12)}, 0,
			[]float32{0, 0, -0.25, 0, 0, 0, 0.25, 0, 0}},
		// the rock (2 turns) lies on the only way: a dig gains one round
		{"a dig on the way", "GGGGGG\nG0R.GG\nGGGGGG", []at{u(0, 11, 11)}, 0,
			[]float32{0, 0, -0.25, 0, 0, 0, 0, 0, 0}},
		// an enemy dwarf on the way is attacked, not passed: a hit that
		// cannot kill (health 100) gains 0.5, one that may (health 30: 11
		// of the 21 hits) 0.5 × (1 + 11/21)
		{"an attack gains", "GGGGGG\nG0...G\nGGGGGG", []at{u(0, 11, 11), u(2, 11, 12)}, 0,
			[]float32{0, 0, -0.5, 0, 0, 0, 0, 0, 0}},
		{"an attack that may kill gains more", "GGGGGG\nG0...G\nGGGGGG",
			[]at{u(0, 11, 11), {id: 2, p: Pos{I: 11, J: 12}, health: 30, owner: -2}}, 0,
			[]float32{0, 0, -0.5 * (1 + float32(11)/21), 0, 0, 0, 0, 0, 0}},
		// the wizard's dwarf is 3 cells to the right: the cell beside it 2
		{"a wizard follows my dwarf", "GGGGGGG\nG.....G\nGGGGGGG", []at{u(1, 11, 11), u(0, 11, 14)}, 1,
			[]float32{0, 0, -0.25, 0, 0, 0, 0, 0, 0}},
		// my dwarf's cell is mine, either side is land 1 away, the enemy
		// dwarf 2 (at most 8 times as far): it chases the enemy, and a step
		// away loses 0.25; a move beside the enemy dwarf, healthier than
		// mine (100 against 50), costs 0.5
		{"beside a healthier enemy dwarf", "GGGGGGG\nG.....G\nGGGGGGG",
			[]at{{id: 0, p: Pos{I: 11, J: 12}, health: 50, owner: -2}, u(2, 11, 14)}, 0,
			[]float32{0, 0, 0.25, 0, 0, 0, 0.25, 0, 0}},
		// ... not when mine is as healthy
		{"beside an enemy dwarf as healthy", "GGGGGGG\nG.....G\nGGGGGGG", []at{u(0, 11, 12), u(2, 11, 14)}, 0,
			[]float32{0, 0, -0.25, 0, 0, 0, 0.25, 0, 0}},
		// land 1 away on the left, my caves on the right: an enemy dwarf 7
		// away is chased, one 10 away (more than 8 times the land) is not
		{"a dwarf chases an enemy dwarf near enough", "GGGGGGGGGGGGG\nG.0000000000G\nGGGGGGGGGGGGG",
			[]at{u(0, 11, 12), u(2, 11, 19)}, 0,
			[]float32{0, 0, -0.25, 0, 0, 0, 0.25, 0, 0}},
		{"a dwarf takes land before an enemy dwarf far away", "GGGGGGGGGGGGG\nG.0000000000G\nGGGGGGGGGGGGG",
			[]at{u(0, 11, 12), u(2, 11, 22)}, 0,
			[]float32{0, 0, 0.25, 0, 0, 0, -0.25, 0, 0}},
		// beside the orc, which deals up to 30, my dwarf with 20 may die: 1
		{"within an orc's reach", "GGGGGGG\nG.....G\nGGGGGGG",
			[]at{{id: 0, p: Pos{I: 11, J: 12}, health: 20, owner: -2}, u(8, 11, 14)}, 0,
			[]float32{0, 0, 0.75, 0, 0, 0, -0.25, 0, 0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := scenario(t, testConfig(), 1, c.picture, c.units...)
			e, obs := newTestEncoder(t, m, env.Facts)
			e.Observe(m, 0, obs)
			s := slices.Index(e.ownUnits(m, 0), c.id)
			got := env.Float32s(obs[4])[s*int(grid.NumDirs) : (s+1)*int(grid.NumDirs)]
			if !slices.Equal(got, c.want) {
				t.Errorf("progress\n got %v\nwant %v", got, c.want)
			}
		})
	}
}
