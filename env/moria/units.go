package moria

// UnitType is the kind of a unit; it never changes during a match.
type UnitType uint8

// The unit types.
const (
	Dwarf UnitType = iota
	Wizard
	Orc
	Troll
	Balrog
	NumUnitTypes
)

var unitTypeNames = [NumUnitTypes]string{"Dwarf", "Wizard", "Orc", "Troll", "Balrog"}

func (t UnitType) String() string { return unitTypeNames[t] }

// unitLetters are the match-file letters of the unit types.
const unitLetters = "dwotb"

// Fixed constants of the original engine.
const (
	DwarfHealth  = 100
	WizardHealth = 50
	OrcHealth    = 75
	TrollHealth  = 500

	dwarfDamageMin, dwarfDamageMax = 20, 40
	orcDamageMin, orcDamageMax     = 15, 30
	trollDamageMin, trollDamageMax = 50, 150

	abyssInvProb = 25 // a broken rock becomes an abyss with probability 1/25
	orcInvProb   = 50 // an abyss spawns a waiting orc with probability 1/50
	sauron       = -1 // the owner of Sauron's units
	infinity     = 100000000
)

// Unit is one unit as the players see it. Pos is (-1, -1) for an orc that is
// not on the board. The Balrog's Health is always 0.
type Unit struct {
	Type   UnitType
	ID     int
	Owner  int // clan 0..3, or -1 for Sauron
	Health int
	Pos    Pos
}

// fullHealth is the health a unit of type t is born with.
func fullHealth(t UnitType) int {
	switch t {
	case Dwarf:
		return DwarfHealth
	case Wizard:
		return WizardHealth
	case Orc:
		return OrcHealth
	case Troll:
		return TrollHealth
	}
	return 0
}
