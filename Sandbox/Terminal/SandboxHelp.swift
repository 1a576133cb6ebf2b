/// The Sandbox's help texts.
enum SandboxHelp {
  static let usage = """
    Usage: swift run Sandbox [--script FILE | --lines | --demo | --help]

    On a terminal, the full screen: the list fills the terminal and is drawn again in place,
    the last output under it, then a status line and the command line. Type a command and
    press Enter; click the list to tap it there; the list takes the terminal's size whenever
    it changes. While a load, a timer or a fade is pending, the virtual clock runs in real
    time and the list is drawn as it changes. Ctrl-C leaves (so do 'quit' and Ctrl-D on an
    empty line), Ctrl-U clears the command line, Ctrl-L draws the screen again; a page of
    output ('help', 'demo') shows in the list's place, Space for more, any other key to go
    back. Ctrl-Z (or SIGTSTP) puts the terminal back and stops the Sandbox; 'fg' takes the
    terminal again and draws the screen whole. The terminal is put back as it was however
    the Sandbox ends, but by SIGKILL, which no program can catch. Without a terminal, commands are read from standard input as a
    script, echoed with their output, deterministic, without colour or escape codes; with no
    input at all, the narrated demo runs.

      --script FILE   run the commands in FILE as a script
      --lines         a line-by-line prompt instead of the full screen: the list is drawn,
                      you type a command, it is drawn again (also where TERM is unset or
                      "dumb", or standard output is not a terminal)
      --demo          run the narrated demo
      --help          show this text

    Each line runs as soon as it arrives. A line ends at "\\n" or "\\r\\n", and bytes that are
    not UTF-8 read as U+FFFD, from a pipe and from --script alike. Colours are used on a
    terminal only, and never when NO_COLOR is set. Control characters you type (ESC, DEL, the
    C0 and C1 codes) and U+FFFE and U+FFFF are printed as escapes such as \\u{1B}, never sent
    to the terminal or written into an SVG.

    Exit status:
      0   at 'quit' or the end of the input
      1   a script had a bad line (each is reported with its number; the script goes on)
      2   bad options, or a script or standard input that cannot be read
      3   standard output could not be written (a full disk, a closed pipe): the Sandbox
          stops at the first failed write and says why on standard error
      130 Ctrl-C on the full screen
      128+N ended by signal N (the terminal put back first), as a shell reports it: 129
          SIGHUP (the terminal closed), 130 SIGINT, 131 SIGQUIT, 143 SIGTERM, 137 SIGKILL,
          and for a crash 134 SIGABRT, 139 SIGSEGV and the like

    """ + "\n" + limits + "\n" + commands

  /// The limits, each one of ``SandboxLimits``.
  static let limits = """
    Limits (past one, the command is refused in one line and nothing changes):
      line length        \(SandboxLimits.lineBytes) bytes; a longer line is skipped to its end
      sections           \(SandboxLimits.sections)
      rows per command   \(SandboxLimits.count) (add, remove, add-section, each count of data)
      rows per section   \(SandboxLimits.sectionItems)
      rows in all        \(SandboxLimits.totalItems)
      texts              \(SandboxLimits.textCharacters) characters as typed: titles, details, buttons,
                         header, footer, placeholder texts, failure messages, image names
      sizes              \(Int(SandboxLimits.length)) points: widths, heights, insets, tap points,
                         and the list on the full screen, however large the terminal
      status line        lists \(SandboxLimits.statusSections) sections, then "… N more"
      pages              \(SandboxLimits.pages) pages, and a page's rows in one section
      scroll offsets     \(Int(SandboxLimits.scrollOffset)) points

    """

  /// How long `svg` waits for a FIFO's reader, as the help says it.
  private static let stall = SandboxLoads.format(SandboxLimits.writeStall)

  static let commands = """
    Commands (rows for a table, items for a collection):
      add N [to S]            insert N rows at the end of section S (default: the last)
      remove N [from S]       delete the last N rows of section S (default: last non-empty)
      add-section [N]         append a section with N rows (default 0)
      remove-section S        delete section S
      clear                   delete every row in one batch update
      begin / end             open / close a batch: the updates between apply together
      reload                  reloadData()
      data N,N,...            change the data source without telling the list ('data none')
      empty image NAME WxH [--tap]        attach an image-only empty view
      empty title TEXT [--tap]            attach a title-only empty view
      empty both NAME WxH TEXT [--tap]    attach image above title
      empty none                          remove the empty view
                              (--tap: tapping the view loads 3 rows and reloads)
      detail TEXT | detail none           description under the empty placeholder's title
      button TEXT | button none           a button on the empty placeholder
      placeholder loading TEXT            shown while loading ('placeholder loading none')
      placeholder failure TEXT            shown after a failure, with a Retry button
      phase notloaded|loading|loaded      where the content is in its life
      phase failed [MESSAGE]              the last load failed
      preset NAME | presets               attach a named placeholder (noNetwork, noOrders, noGoods)
      option display automatic|always     always: forced display, even over rows
      option predicate none|yes|no        a shouldDisplay predicate with that answer
      option refresh keep|replace         rows stay visible while loading or failing, or not
      option scrolling allowed|blocked    may the list scroll while a placeholder shows
      option touches placeholder|through  who gets taps outside the button
      option button keep|dismiss          does a button tap dismiss the placeholder
      option placement front|background   in front of the rows or behind them
      server N,N,... | server none        what loads answer from now on (at first: 3 rows)
      server fail MESSAGE                 loads fail with MESSAGE from now on
      load DURATION                       a managed load, answered DURATION later (300ms, 2s)
      refresh | retry                     the last load again (a refresh keeps the rows)
      cancel                              cancel the running load
      advance DURATION                    virtual time passes: timers fire, then answers arrive
      search TEXT | search none           an empty list says "No results for “TEXT”"
      timing DELAY MINIMUM | timing none  show delay and minimum display (at first 250ms 500ms)
      spinner on|off                      an activity indicator on the loading placeholder
      pages SIZE [END]                    a paged list: page 1 is a load, each later page is
                                          requested when a scroll nears the end; pages of SIZE
                                          rows, END pages in all (without END: up to 1000, or
                                          100000 rows); each page answers 300ms later
      pages fail PAGE                     the next request of PAGE fails, once
      retry | tap retry                   a failed page again (or the strip's Retry button)
      scroll Y | scroll by DY | scroll end   move the content offset (rows, header, footer and
                                          the page strip scroll; placeholders stay put); on the
                                          full screen the mouse wheel scrolls 48 points a notch
      snapshot SECTION:ITEM,... ...       build a snapshot: sections in order with their items
      snapshot empty                      build a snapshot with no sections
      snapshot apply                      apply it: its difference, as one batch (printed)
      snapshot reload                     apply it with reloadData() instead
      snapshot ignore SECTION,...|none    items of these sections do not count as content
      snapshot off                        feed the list from the counts again
      snapshot present decision|completion  placeholder at once, or after an apply's completion
      align top|center|bottom [center|natural]   where the placeholder sits (natural: leading)
      margins TOP LEADING BOTTOM TRAILING        the placeholder's layout margins
      safe-area TOP LEFT BOTTOM RIGHT            the list's safe area (bars, notch)
      safe-area respect|ignore                   does the placeholder stay out of it
      spacing N | gap image-text|text-detail|text-button|buttons N|none   gaps between parts
      secondary TEXT | secondary none            a second button on the empty placeholder
      background COLOR[/DARK] [RADIUS [INSET]] | background none   (#f2f2f7/#2c2c2e 12 -8)
      color title|detail|button|secondary COLOR[/DARK]
      traits style light|dark | traits size NAME | traits direction ltr|rtl
                              text sizes: extraSmall ... large ... accessibilityExtraExtraExtraLarge
      overflow truncate|scroll | scroll-placeholder Y   a placeholder taller than its area
      transition none | transition fade DURATION [DELAY] [linear|ease]   fades on the clock
      section-strips HEADER FOOTER                a collection's section header/footer heights
      section-placeholder S TITLE [--button TEXT]  a placeholder inside section S while it has
                                          no rows, between its strips (a button tap adds 3)
      section-placeholder S none          take section S's placeholder away
      section-placeholders | section-placeholders none   list them | take them all away
      section-rule hide|keep              while the list's placeholder shows, section
                                          placeholders hide (at first) or stay
      tap section S [button]              tap section S's placeholder, or its button
      tap X Y | tap empty | tap button | tap secondary | tap header | tap footer | tap retry
      header TEXT [HEIGHT] | header none  (quote a text with spaces; height 32 by default)
      footer TEXT [HEIGHT] | footer none
      insets TOP LEFT BOTTOM RIGHT
      size WIDTH HEIGHT       resize the list (points; 8 x 16 per character); on the full
                              screen, until the terminal's size changes
      rotate                  swap width and height
      announce on|off         print what screen readers are told (off at start)
      table | collection      switch the kind of list (same data)
      host uikit|headless     drive the list through a UIKit EmptyStateTableView or
                              EmptyStateCollectionView (the stand-in off Apple
                              platforms) and draw what it shows, or headless again
      render                  draw the list again
      svg FILE                export the picture as SVG, written as '> FILE' would be, but
                              a FIFO no process reads is refused at once, and a FIFO
                              whose reader takes nothing for \(stall) ends the write
      demo                    run the narrated demo
      help                    this list
      quit                    leave
    """
}
