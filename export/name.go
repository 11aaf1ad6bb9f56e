package export

import (
	"fmt"
	"strings"
)

// MaxNameLen is the original Main's limit on a player's name.
const MaxNameLen = 12

// reserved are names a player class may not take: the original players
// linked into every Game, the global types, enumerators, constants and
// macros of the player API, and C++11 keywords and common C macros.
var reserved = map[string]bool{}

func init() {
	for _, list := range []string{
		"Null Demo Dummy",
		"Pos Dir CellType Cell Unit Command Action State Settings Info Player Random_generator Registry Board Game",
		"BOTTOM RIGHT TOP LEFT NONE DIR_SIZE WATER GRASS FOREST SAND CITY PATH CELL_TYPE_SIZE",
		"dir_ok char2CellType CellType2char int_to_string string_to_int registration",
		"PLAYER_NAME RegisterPlayer VERSION GAME_NAME NULL EOF BUFSIZ EXIT_SUCCESS EXIT_FAILURE",
		"std main random index",
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

// ValidateName checks a player name for AI<Name>.cc: 1 to 12 ASCII letters
// or digits, starting with a letter, and not a name the original Game or the
// player API already uses.
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
