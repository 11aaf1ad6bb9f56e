package export

import (
	"fmt"
	"strings"
)

// MaxNameLen is the originals' limit on a player's name.
const MaxNameLen = 12

// reserved are names no player class may take, whatever its game: the
// players linked into every original Game, the macros every player API
// defines, C++11 keywords and common C names (<unistd.h>'s, <cmath>'s
// Bessel functions). A game adds its API's globals: sharedAPI, then its
// own (Game.Reserved).
var reserved = map[string]bool{}

func init() {
	for _, list := range []string{
		"Null Demo Dummy",
		"PLAYER_NAME RegisterPlayer VERSION GAME_NAME NULL EOF BUFSIZ EXIT_SUCCESS EXIT_FAILURE",
		"std main random index read write open close link optarg y0 y1 j0 j1",
		"alignas alignof and asm auto bitand bitor bool break case catch char char16_t char32_t class compl",
		"const constexpr const_cast continue decltype default delete do double dynamic_cast else enum",
		"explicit export extern false float for friend goto if inline int long mutable namespace new",
		"noexcept not nullptr operator or private protected public register reinterpret_cast return",
		"short signed sizeof static static_assert static_cast struct switch template this thread_local",
		"throw true try typedef typeid typename union unsigned using virtual void volatile wchar_t while xor",
	} {
		for _, w := range strings.Fields(list) {
			reserved[w] = true
		}
	}
}

// sharedAPI are the names every game's player API defines: its classes,
// free functions and linker names, and the members every Player inherits
// (a class named like one would hide it inside the class).
var sharedAPI = strings.Fields(`Pos Dir Cell CellType Action State Settings Info Player Random_generator
	Registry Board Game dir_ok int_to_string string_to_int registration reg_ sleep
	me round cell nb_players nb_rounds rows cols player_ok pos_ok version read_grid play factory`)

// MovementAPI are the global names the player APIs of the games that
// order by Movement (Dominator, Mad Max, Moria) share: the eight
// directions of cxx/common/Dir8.hh and the command(Movement) of
// cxx/common/Movement.hh. Such a game lists them in its Game.Reserved.
var MovementAPI = strings.Fields("Movement command Bottom BR Right RT Top TL Left LB None DirSize")

// ValidateName checks a player name for AI<Name>.cc in any game: 1 to 12
// ASCII letters or digits, starting with a letter, and not a name every
// original Game or C++ already uses.
func ValidateName(name string) error {
	if name == "" {
		return fmt.Errorf("player name is empty")
	}
	if len(name) > MaxNameLen {
		return fmt.Errorf("player name %q has %d characters; the original Game accepts at most %d", name, len(name), MaxNameLen)
	}
	for k, c := range name {
		letter := c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
		if !letter && (k == 0 || c < '0' || c > '9') {
			return fmt.Errorf("player name %q: use ASCII letters and digits only, starting with a letter (it becomes the C++ class name)", name)
		}
	}
	if reserved[name] {
		return fmt.Errorf("player name %q is taken by the original Game or the player API; choose another", name)
	}
	return nil
}

// ValidateName checks a player name for the game: ValidateName, and not a
// global name of the game's player API.
func (g *Game) ValidateName(name string) error {
	if err := ValidateName(name); err != nil {
		return err
	}
	if g.reserved[name] {
		return fmt.Errorf("player name %q is taken by the original Game or the player API; choose another", name)
	}
	return nil
}
