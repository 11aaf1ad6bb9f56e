package dominator

// Placement can fail: with too many units for their home box, the original
// loops forever or leaves units off the board, and NewMatch reports
// "Impossible to fit ... into grid." or "no room for the witches". Whether
// it does depends on the walls, so on the seed for a generated board; the
// parser refuses every config for which some seed could fail, so that no
// consumer (play, a VecEnv worker, the server) meets the error later.

// boxRoom is a lower bound, over every seed and every player, on the cells
// of a home box that are not walls.
func (c *Config) boxRoom() int {
	room := -1
	for p := range 4 {
		bx := homeBox(c.Rows, c.Cols, p)
		area := (bx.I1 - bx.I0 + 1) * (bx.J1 - bx.J0 + 1)
		switch c.Generator {
		case Fixed:
			for i := bx.I0; i <= bx.I1; i++ {
				for j := bx.J0; j <= bx.J1; j++ {
					if c.Grid[i][j] == 'X' {
						area--
					}
				}
			}
		case Generator1:
			// Every wall it scatters may land in the same box.
			area -= c.Params[len(c.Params)-1]
		case Generator2:
			// A kept snake has no other wall within 3 cells of it, so
			// walls cover well under a quarter of any box even with
			// the pinch repairs; half is a safe bound.
			area /= 2
		case Generator3:
			// The room lattice (rows and columns 6, 12, ...): opening
			// edges only removes walls.
			for i := bx.I0; i <= bx.I1; i++ {
				for j := bx.J0; j <= bx.J1; j++ {
					if i%6 == 0 || j%6 == 0 {
						area--
					}
				}
			}
		}
		if room < 0 || area < room {
			room = area
		}
	}
	return max(room, 0)
}

// Cells of a home box one witch takes from the others: a new witch needs
// no witch within distance 3 (a diamond of 25 cells), and the cells within
// distance 2 of a witch (13) are haunted, where no unit is placed.
const (
	witchClearance = 25
	witchHaunt     = 13
)

// checkRoom fails, at the line of the unit count that cannot be placed,
// when some seed's board could leave the units of a player without room.
func (c *Config) checkRoom(lineOf func(string) int, errorf func(int, string, ...any) error) error {
	room := c.boxRoom()
	if w := c.Witches; w > 0 && witchClearance*(w-1) >= room {
		most := 0
		if room > 0 {
			most = (room-1)/witchClearance + 1
		}
		return errorf(lineOf("nb_witches"), "nb_witches %d: a home box keeps %d cells free of walls, room for at most %d witches (each keeps the %d cells within distance 3 from the next)",
			w, room, most, witchClearance)
	}
	left := room - witchHaunt*c.Witches
	if c.Knights > left {
		return errorf(lineOf("nb_knights"), "nb_knights %d: a home box keeps %d cells free of walls and witches' haunting, fewer than the knights", c.Knights, max(left, 0))
	}
	if c.Knights+c.Farmers > left {
		return errorf(lineOf("nb_farmers"), "nb_farmers %d: a home box keeps %d cells free of walls and witches' haunting, fewer than %d knights and farmers",
			c.Farmers, max(left, 0), c.Knights+c.Farmers)
	}
	return nil
}
