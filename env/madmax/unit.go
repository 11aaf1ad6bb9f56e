package madmax

// UnitKind says whether a unit is a warrior or a car.
type UnitKind uint8

// The two kinds of units.
const (
	Warrior UnitKind = iota
	Car
)

// kindLetters are the match-file letters of the unit kinds, which also
// name them for env.Kinded.
const kindLetters = "wc"

// Char is the match-file letter of k.
func (k UnitKind) Char() byte { return kindLetters[k] }

func (k UnitKind) String() string { return [...]string{"Warrior", "Car"}[k] }

// Unit is one unit as the players see it. For a car, Food holds its fuel and
// Water is 0.
type Unit struct {
	Kind  UnitKind
	ID    int
	Team  int
	Food  int
	Water int
	Pos   Pos
}

// Fuel is a car's fuel (the Food field).
func (u Unit) Fuel() int { return u.Food }

// Enters reports whether a unit of kind k may step onto a cell of type t:
// warriors move on Desert, City and Road; cars on Desert and Road.
func (k UnitKind) Enters(t CellType) bool {
	switch t {
	case Desert, Road:
		return true
	case City:
		return k == Warrior
	}
	return false
}
