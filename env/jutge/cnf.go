package jutge

import (
	"errors"
	"fmt"
	"strconv"
)

// ConfigError is a .cnf problem, located at a file and line.
type ConfigError struct {
	File string
	Line int
	Msg  string
}

func (e *ConfigError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// Token is one whitespace-separated word of a .cnf file and its line (from 1).
type Token struct {
	Text string
	Line int
}

// Scanner reads a .cnf file as the originals do, whitespace-separated tokens,
// but remembers lines so every error can name where it happened.
type Scanner struct {
	File  string
	toks  []Token
	pos   int
	last  int            // number of lines in the file, for errors at the end
	lines map[string]int // line of each setting read, for errors found later
}

// isSpace is C's isspace in the "C" locale, what the originals' >> skips.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// NewScanner splits data into tokens. The tokens are counted first and
// held in one array of that size: a large text (a whole board, or garbage
// sent to a server) costs its tokens once, not again for an array's growth.
func NewScanner(file string, data []byte) *Scanner {
	s := &Scanner{File: file}
	n, in := 0, false
	for _, c := range data {
		if sp := isSpace(c); !sp && !in {
			n++
			in = true
		} else if sp {
			in = false
		}
	}
	s.toks = make([]Token, 0, n)
	line, start := 1, -1
	for i := 0; i <= len(data); i++ {
		space := i == len(data) || isSpace(data[i])
		if space {
			if start >= 0 {
				s.toks = append(s.toks, Token{string(data[start:i]), line})
				start = -1
			}
			if i < len(data) && data[i] == '\n' {
				line++
			}
		} else if start < 0 {
			start = i
		}
	}
	s.last = line
	if len(data) > 0 && data[len(data)-1] == '\n' {
		s.last--
	}
	return s
}

// Errorf makes a ConfigError at a line (0 for the whole file).
func (s *Scanner) Errorf(line int, format string, args ...any) error {
	return &ConfigError{File: s.File, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// Line is the line of the next token, or the last line at the end of the file.
func (s *Scanner) Line() int {
	if s.pos < len(s.toks) {
		return s.toks[s.pos].Line
	}
	return max(s.last, 1)
}

// Done reports whether every token was read.
func (s *Scanner) Done() bool { return s.pos >= len(s.toks) }

// Peek returns the next token without consuming it.
func (s *Scanner) Peek() (Token, bool) {
	if s.pos >= len(s.toks) {
		return Token{Line: s.Line()}, false
	}
	return s.toks[s.pos], true
}

// Next consumes a token; at the end of the file it fails with "unexpected
// end of file", and the token it returns still has a line (the last), so
// that an error built from it names one.
func (s *Scanner) Next() (Token, error) {
	if s.pos >= len(s.toks) {
		return Token{Line: s.Line()}, s.Errorf(s.Line(), "unexpected end of file")
	}
	t := s.toks[s.pos]
	s.pos++
	return t, nil
}

// Expect consumes a token that must be word, else fails with msg.
func (s *Scanner) Expect(word, msg string) error {
	t, ok := s.Peek()
	if !ok || t.Text != word {
		return s.Errorf(t.Line, "%s", msg)
	}
	s.pos++
	return nil
}

// Header consumes the title and version that open a game's .cnf file,
// failing with titleMsg or versionMsg as the game's original does.
func (s *Scanner) Header(title, version, titleMsg, versionMsg string) error {
	if err := s.Expect(title, titleMsg); err != nil {
		return err
	}
	return s.Expect(version, versionMsg)
}

// MustParse parses a game's embedded default configuration, which cannot
// fail but for a bug in the package: it panics then.
func MustParse[C any](parse func(file string, data []byte) (C, error), file string, data []byte) C {
	c, err := parse(file, data)
	if err != nil {
		panic(err)
	}
	return c
}

// Int consumes an integer token; what names it in the error.
func (s *Scanner) Int(what string) (int, Token, error) {
	t, err := s.Next()
	if err != nil {
		return 0, t, s.Errorf(s.Line(), "%s: expected an integer, found the end of the file", what)
	}
	v, err := strconv.ParseInt(t.Text, 10, 32)
	if err != nil {
		return 0, t, s.Errorf(t.Line, "%s: expected an integer, found %q", what, t.Text)
	}
	return int(v), t, nil
}

// Setting reads "name value", the form of every .cnf parameter line.
func (s *Scanner) Setting(name string) (int, Token, error) {
	if err := s.Expect(name, "Expected '"+name+"' while parsing."); err != nil {
		return 0, Token{}, err
	}
	v, t, err := s.Int(name)
	if err == nil {
		if s.lines == nil {
			s.lines = map[string]int{}
		}
		s.lines[name] = t.Line
	}
	return v, t, err
}

// LineOf is the line of a setting already read, for an error that only a
// later setting or the board reveals; the current line if it was not read.
func (s *Scanner) LineOf(name string) int {
	if l, ok := s.lines[name]; ok {
		return l
	}
	return s.Line()
}

// Check is one validated .cnf parameter: its name, where it is stored, the
// condition its value must meet and the original engine's message otherwise.
type Check struct {
	Name string
	Dst  *int
	OK   func(int) bool
	Msg  string
}

// Settings reads each parameter in order, checking it as soon as it is read,
// as the originals do.
func (s *Scanner) Settings(checks []Check) error {
	for _, c := range checks {
		v, t, err := s.Setting(c.Name)
		if err != nil {
			return err
		}
		if c.OK != nil && !c.OK(v) {
			return s.Errorf(t.Line, "%s", c.Msg)
		}
		*c.Dst = v
	}
	return nil
}

// AtLeast is a Check condition.
func AtLeast(n int) func(int) bool { return func(v int) bool { return v >= n } }

// Equal is a Check condition.
func Equal(n int) func(int) bool { return func(v int) bool { return v == n } }

// Located reports whether err is a ConfigError naming file and a line:
// what every .cnf error must be (the parsers' tests and fuzz targets check
// it).
func Located(err error, file string) bool {
	var ce *ConfigError
	return errors.As(err, &ce) && ce.File == file && ce.Line >= 1
}
