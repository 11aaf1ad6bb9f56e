// main.cc: the runner of an edagym cxx: seat. It is compiled with the
// player's AI*.cc against the game's API (-I the game's api folder and this
// one) into one program, which plays one seat of one match: the Go engine
// writes the seat's view each round on its standard input, the runner fills
// the API's state with it, calls play() and answers with the orders the
// player gave (docs/cxx-players.md, "The protocol").
//
// Run with --names, it prints the names the file registers, one a line.
#include "Player.hh"
#include "io.hh"
#include "view.hh"

#include <errno.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

namespace edagym {

namespace {

Output reply;
int current_round = -1;

// cpu_ns is the CPU time this process has used, in nanoseconds.
long long cpu_ns() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

void write_all(const char* p, size_t n) {
  while (n > 0) {
    ssize_t k = write(1, p, n);
    if (k < 0 and errno == EINTR) continue;
    if (k <= 0) _exit(2);  // the engine is gone
    p += k;
    n -= size_t(k);
  }
}

}  // namespace

void fail(const std::string& what) {
  std::cerr << "edagym runner: " << what << std::endl;
  _exit(2);
}

int Input::read_some(char* dst, int n) {
  ssize_t k;
  do k = read(0, dst, size_t(n));
  while (k < 0 and errno == EINTR);
  return int(k);
}

void Output::send() {
  // Anything the player printed (cout is not allowed) goes out first, where
  // the engine expects a reply: it aborts the seat for garbage output.
  std::cout.flush();
  fflush(stdout);
  write_all(&buf_[0], buf_.size());
  buf_.clear();
}

void too_many(const char* message) {
  std::cerr << message << std::endl;
  reply.word("@ ");
  reply.put((long long)current_round);
  reply.word(" toomany\n");
  reply.send();
  _exit(0);
}

}  // namespace edagym

// As the originals' Utils.o, linked last, does: sleep() does nothing (a
// player has no reason to wait, and a wait is not CPU time).
extern "C" unsigned int sleep(unsigned int) { return 0; }

int main(int argc, char** argv) {
  std::vector<std::string> names = Registry::edagym_names();
  if (argc == 2 and std::string(argv[1]) == "--names") {
    for (size_t k = 0; k < names.size(); ++k) std::cout << names[k] << "\n";
    return 0;
  }
  if (names.size() != 1) edagym::fail("the file must register exactly one player");
  edagym::Input in;
  edagym::View view;
  edagym::Output& out = edagym::reply;
  Player* p = 0;
  for (;;) {
    int c = in.letter();
    if (c < 0 or c == 'E') _exit(0);
    if (c == 'M') {
      if (p) edagym::fail("a second match");
      long long state = in.integer();
      int me = int(in.integer());
      // As in the originals, the player is made before it has a seat,
      // settings or a state: its constructor sees none of them.
      p = Registry::new_player(names[0]);
      p->edagym_state_ = unsigned(state);
      p->edagym_seat(me);
      view.match(p, in);
      continue;
    }
    if (c != 'R' or not p) edagym::fail("expected a round");
    int r = int(in.integer());
    view.round(p, in, r);
    p->edagym_orders_.begin(p->nb_units());
    edagym::current_round = r;
    long long t0 = edagym::cpu_ns();
    p->play();
    long long t1 = edagym::cpu_ns();
    const std::vector<edagym::Order>& list = p->edagym_orders_.list();
    out.word("@ ");
    out.put((long long)r);
    out.put(' ');
    out.put(t1 - t0);
    out.put(' ');
    out.put(t1);
    out.put(' ');
    out.put((long long)list.size());
    for (size_t k = 0; k < list.size(); ++k) {
      out.put(' ');
      out.put((long long)list[k].id);
      out.put(' ');
      out.put((long long)list[k].dir);
    }
    out.put('\n');
    out.send();
  }
}
