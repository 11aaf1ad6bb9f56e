package cxx

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/edagym/edagym/agents"
	"github.com/edagym/edagym/env"
	"github.com/edagym/edagym/env/jutge"
)

func init() { agents.RegisterNamedPrefix("cxx", factoryOfFile) }

// MaxSource bounds a player source (an exported player is at most 200 KB).
const MaxSource = 4 << 20

// SourceName splits a player name that plays a C++ source, "cxx:PATH"; ok
// is false for any other name. Whoever confines the files players may read
// (the server) must resolve every name for which ok is true itself.
func SourceName(name string) (path string, ok bool) { return strings.CutPrefix(name, "cxx:") }

// factoryOfFile makes the "cxx:PATH" players of a game: the file is read
// and built here, once; the name is the one it registers.
func factoryOfFile(game, path string) (string, env.PlayerFactory, error) {
	o, err := OptionsFromEnv()
	if err != nil {
		return "", nil, err
	}
	src, err := readSource(path)
	if err != nil {
		return "", nil, err
	}
	return Factory(game, path, src, o)
}

func readSource(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("C++ player %s: %w", path, err)
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, MaxSource+1))
	if err != nil {
		return nil, fmt.Errorf("C++ player %s: %w", path, err)
	}
	if len(src) > MaxSource {
		return nil, fmt.Errorf("C++ player %s is over %d bytes", path, MaxSource)
	}
	return src, nil
}

// Factory builds a source already read (source names it in messages) for
// a game and makes its players; name is the name the file registers ("" if
// it did not build: its seats are then aborted in their first round, with
// the reason, and the matches go on).
func Factory(game, source string, src []byte, o Options) (name string, f env.PlayerFactory, err error) {
	g, err := Lookup(game)
	if err != nil {
		return "", nil, err
	}
	if _, err := env.Lookup(game); err != nil {
		return "", nil, err
	}
	prog := Build(g, o, source, src)
	return prog.Name, func(me int, rng *jutge.Random) env.Player { return NewPlayer(prog, o, rng) }, nil
}

// Player plays a Program in one seat of one match: it starts the process
// on its first turn and ends it after the last round (or at Close).
type Player struct {
	prog    *Program
	opt     Options
	seed    uint32 // the seat's generator, as the runner starts it
	proc    *process
	watch   *watchdog
	cleanup runtime.Cleanup
	sent    Sent // what the process was sent
	msg     []byte
	orders  []jutge.Order
	cpu     time.Duration // the process's CPU time at the end of its last play()
	over    bool          // the process was closed: the player plays no more
	started bool          // Start sent this round's message
	fault   string        // why Start's send failed ("" if it did not)
}

// NewPlayer makes a player of prog for a seat whose generator is rng.
func NewPlayer(prog *Program, o Options, rng *jutge.Random) *Player {
	p := &Player{prog: prog, opt: o}
	if rng != nil {
		p.seed = rng.State()
	}
	if p.opt.RoundCPU <= 0 {
		p.opt.RoundCPU = DefaultRoundCPU
	}
	return p
}

// Start implements env.Starter: it sends the round's view now, so that the
// process thinks while the other seats play; Play reads the reply. A fault
// met here is kept for Play to report.
func (p *Player) Start(m env.Match, me int) {
	if p.prog.Err != nil || p.over || p.started {
		return
	}
	p.started, p.fault = true, p.send(m, me)
}

// Play implements env.Player: it sends the seat's view (unless Start did)
// and replays the orders play() gave. A fault aborts the seat (env.Abort)
// with the reason.
func (p *Player) Play(m env.Match, me int, out *jutge.Orders) {
	if p.prog.Err != nil {
		env.Abort(p.prog.Err.Error())
	}
	if p.over {
		env.Abort("its process was closed")
	}
	round := m.Round()
	why := p.fault
	if !p.started {
		why = p.send(m, me)
	}
	p.started, p.fault = false, ""
	var r reply
	if why == "" {
		r, why = p.receive(round)
	}
	if why != "" {
		if p.proc != nil {
			p.proc.kill()
		}
		p.Close()
		env.Abort(why)
	}
	for _, o := range r.orders {
		out.Add(o.Unit, o.Dir)
	}
	if round+1 >= m.Config().NumRounds() {
		p.Close()
	}
}

// send writes the round's message (the match's first, after starting the
// process) and arms the watchdog; it returns why it failed ("" if not).
func (p *Player) send(m env.Match, me int) string {
	round := m.Round()
	p.msg = p.msg[:0]
	if p.proc == nil {
		proc, err := start(p.prog.Exe, p.opt.Stderr)
		if err != nil {
			p.over = true
			return "its program does not start: " + err.Error()
		}
		p.proc = proc
		p.watch = newWatchdog(proc, p.opt.RoundCPU)
		p.cleanup = runtime.AddCleanup(p, func(q *process) { q.kill() }, proc)
		p.msg = append(p.msg, "M "...)
		p.msg = strconv.AppendUint(p.msg, uint64(p.seed), 10)
		p.msg = append(p.msg, ' ')
		p.msg = strconv.AppendInt(p.msg, int64(me), 10)
		p.msg = append(p.msg, '\n')
		p.msg = p.prog.Game.AppendMatch(p.msg, m, me)
	}
	p.msg = append(p.msg, "R "...)
	p.msg = strconv.AppendInt(p.msg, int64(round), 10)
	p.msg = append(p.msg, '\n')
	p.msg = p.prog.Game.AppendRound(p.msg, m, me, &p.sent)
	p.watch.arm(round, p.cpu)
	if err := p.proc.send(p.msg); err != nil {
		if killed := p.watch.disarm(); killed != "" {
			return killed
		}
		return p.lost(round, "did not read its input", err)
	}
	return ""
}

// Close ends the process, if it runs.
func (p *Player) Close() error {
	p.over = true
	if p.proc != nil {
		p.proc.close()
		p.cleanup.Stop()
		p.proc = nil
	}
	return nil
}

// slack is how long past its CPU allowance a round may take in wall-clock
// time before the process's CPU time is read.
const slack = 20 * time.Millisecond

// receive reads the round's reply, within the CPU time limit; why says
// what went wrong ("" if nothing). The watchdog's idle clock starts now:
// the seat may have been started long before its turn.
func (p *Player) receive(round int) (r reply, why string) {
	p.watch.waiting()
	line, err := p.proc.line()
	if killed := p.watch.disarm(); killed != "" {
		return r, killed
	}
	if err != nil {
		return r, p.lost(round, "stopped answering", err)
	}
	return p.check(line, round)
}

// check reads a reply line.
func (p *Player) check(line []byte, round int) (reply, string) {
	r, err := parseReply(line, round, p.orders)
	p.orders = r.orders[:0]
	switch {
	case errors.Is(err, errNotReply):
		return r, fmt.Sprintf("wrote on its standard output in round %d (cout is not allowed): %q", round, clip(line))
	case err != nil:
		return r, fmt.Sprintf("gave a broken reply in round %d: %v", round, err)
	case r.tooMany:
		return r, fmt.Sprintf("more than %d orders in one round", jutge.MaxOrders)
	case r.play > p.opt.RoundCPU:
		return r, fmt.Sprintf("used %v of CPU time in round %d, more than its %v", r.play.Round(time.Microsecond), round, p.opt.RoundCPU)
	}
	p.cpu = r.total
	return r, ""
}

// lost says why a process that stopped talking did: how it ended, or err.
func (p *Player) lost(round int, what string, err error) string {
	if p.proc.wait(time.Second) {
		return fmt.Sprintf("its process ended in round %d: %s", round, p.proc.end())
	}
	return fmt.Sprintf("%s in round %d: %v", what, round, err)
}
