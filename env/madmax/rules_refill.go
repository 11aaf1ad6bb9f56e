package madmax

import "github.com/edagym/edagym/env/jutge"

// refill is §6.7, three passes over the ids, each skipping units killed this
// round (respawned units are already full):
//
//  1. "a warrior whose team = current round mod 4 and that stands on a City
//     cell gets food = warriors_health";
//  2. "a warrior whose team = current round mod 4 and that has a Water cell
//     among its 8 neighbours gets water = warriors_health";
//  3. "a car for which can_move holds now, and which has a Station among its
//     8 neighbours, gets fuel = cars_fuel".
//
// The statement grants food and water to every warrior; the engine only
// refills the team whose turn it is (engine §11).
func refill(m *Match, _ [][]jutge.Order) {
	b := m.board
	turn := m.round % NumTeams
	h := m.cfg.Health
	for id := range m.units {
		u := &m.units[id]
		if m.killed[id] || u.Kind != Warrior || u.Team != turn {
			continue
		}
		if b.At(u.Pos) == City {
			u.Food = h
		}
	}
	for id := range m.units {
		u := &m.units[id]
		if m.killed[id] || u.Kind != Warrior || u.Team != turn {
			continue
		}
		if b.nearWater[b.Index(u.Pos)] {
			u.Water = h
		}
	}
	for id := range m.units {
		u := &m.units[id]
		if m.killed[id] || u.Kind != Car || !m.CanMove(id) {
			continue
		}
		if b.nearStatn[b.Index(u.Pos)] {
			u.Food = m.cfg.Fuel
		}
	}
}
