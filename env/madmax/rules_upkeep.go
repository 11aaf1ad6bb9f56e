package madmax

import "github.com/edagym/edagym/env/jutge"

// upkeep is §6.4 (hunger, thirst, fuel): "For id = 0..N−1 in order, skipping
// killed units, if can_move(id) holds now (after the moves): a warrior loses
// 1 food and 1 water; if either is now 0, capture it to the first team
// returned by pick-two-other-teams(team, team). A car with fuel > 0 loses 1
// fuel." The statement: "Every round when they are allowed to move,
// warriors lose 1 unit of food and 1 unit of water, and cars lose 1 unit of
// fuel. A warrior whose food or water level reaches 0 dies, and a randomly
// chosen rival team gets another warrior."
func upkeep(m *Match, _ [][]jutge.Order) {
	for id := range m.units {
		if m.killed[id] || !m.CanMove(id) {
			continue
		}
		u := &m.units[id]
		if u.Kind == Car {
			if u.Food > 0 {
				u.Food--
			}
			continue
		}
		u.Food--
		u.Water--
		if u.Food == 0 || u.Water == 0 {
			s0, _ := m.pickTwoOther(u.Team, u.Team)
			m.capture(u, s0)
		}
	}
}
