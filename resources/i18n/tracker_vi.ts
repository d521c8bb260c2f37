<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>PracticeTable</source>
        <comment>Click to sit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>(or move here)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Right-click:</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>a computer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Bet %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Your turn: %1 s</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Your turn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Bankroll %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Push</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Won %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Lost %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RuleChart</source>
        <comment>nat.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RuleChart</source>
        <comment>&lt;b&gt;Naturals&lt;/b&gt;: %1.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RuleChart</source>
        <comment>&lt;b&gt;Player&lt;/b&gt; (%1), by the Player&apos;s two-card total:</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>RuleChart</source>
        <comment>&lt;b&gt;Banker&lt;/b&gt;, by the Banker&apos;s two-card total (rows) and the value of the Player&apos;s third card (columns); the last column is for a Player who stood (%1):</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>RuleChart</source>
        <comment>D: draws a third card · S: stands. A 10 or a court card counts 0.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Table rules and shoe</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>%1 decks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Shoe</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Tie pays %1:1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Pairs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Player pair and Banker pair pay 11:1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Side bets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Online: a full shoe shuffled every round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Casino: one shoe to the cut card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Dealing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>minimum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>maximum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>What each seat sits down with</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeOptions</source>
        <comment>Bankroll of a seat</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSessions</source>
        <comment>Past practice sessions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSessions</source>
        <comment>%1 round dealt</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSessions</source>
        <comment>%1 rounds dealt</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSessions</source>
        <comment>%1 player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSessions</source>
        <comment>%1 players</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSessions</source>
        <comment>%1, %2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSessions</source>
        <comment>No practice session is kept in the library yet.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Click a seat&apos;s spot to sit down</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>%1: place your bet, then Deal or Pass</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>%1: place your bet, then Deal or Pass — %2 s</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>push</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>won %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>lost %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Chip %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Choose the %1 chip: each click on an area adds one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>the whole wager back</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>one chip back</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>&lt;b&gt;Keys&lt;/b&gt; — left-click an area: one chip; right-click: %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>&lt;b&gt;Session&lt;/b&gt;: %1 round dealt at the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>&lt;b&gt;Session&lt;/b&gt;: %1 rounds dealt at the table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>Player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>Dealt</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>Bet on</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>Net</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>Expected</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>± chance</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PracticeSummary</source>
        <comment>&lt;small&gt;Dealt: rounds dealt while seated; bet on: rounds with a bet; expected: −(house edge × stake) over these bets; ± chance: two standard errors (19 times in 20 chance stays within it).&lt;/small&gt;</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>%1: no bet yet.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>This is within what chance gives.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>This is outside what chance gives: luckier than usual.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>This is outside what chance gives: unluckier than usual.</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>%1 bet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeSummary</source>
        <comment>%1 bets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PracticeSummary</source>
        <comment>%1: net %2 over %3 (%4 wagered; bankroll %5). Expected %6; chance alone would usually put it between %7 and %8.</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>right-click: the whole wager back</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>right-click: one chip back</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PracticeTable</source>
        <comment>%1: house edge %2 (exact, full shoe); limits %3 to %4. Left-click: one chip; %5</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>The %1 chip: each click on an area adds one</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Right-click to stand up</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>PracticeTable</source>
        <comment>Click to sit here (seated already: move here with your bankroll); right-click for a computer player</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Click to turn the card (squeeze)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Seat %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>You</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>Guest %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <comment>%1 bot</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeTable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>%1% commission</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>no commission (Banker 6 pays 1:2)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>EZ Baccarat</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>shuffled every round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>dealt to the cut</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>%1 decks, %2, Tie %3:1, pairs 11:1, %4</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>The scorecards of the practice shoe, growing round by round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Casino table of five</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Online table</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>tracker — practice: %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Sit here (a new player)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Move %1 here, with the bankroll</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Computer — %1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Computer on %1 — %2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PracticeWindow</source>
        <comment>Stand up</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>Đôi N</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>Đôi C</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Lá còn lại</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Bên thắng</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>Bài Người Chơi</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>Bài Nhà Cái</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Đôi</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Ghi chú</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>Kết quả đã qua không thể dự đoán các ván sắp tới.</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>trực tiếp</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>đã nhập</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>luyện tập</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>mô phỏng</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>Nhà &amp;Cái</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>&amp;Người Chơi</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>&amp;Hòa</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>Đôi Người Chơi (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>Đôi Nhà Cái (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>Tự nhiên (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>Ghi ván tiếp theo là Nhà Cái thắng (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>Ghi ván tiếp theo là Người Chơi thắng (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>Ghi ván tiếp theo là Hòa (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>Đánh dấu ván ghi tiếp theo (%1); xóa sau ván đó</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● Đang ghi %1: B, P hoặc T ghi một ván, C nhập các lá bài (Ctrl+Z hoàn tác)</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● Đang ghi %1: B, P hoặc T ghi một ván (Ctrl+Z hoàn tác)</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 đã đóng: Shoe → Mở lại để ghi thêm, Ctrl+N bắt đầu shoe mới</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1 (%2): Ctrl+N bắt đầu một shoe để ghi tại bàn</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>Nhấn Ctrl+N để bắt đầu ghi một shoe mới tại bàn</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>&amp;Shoe</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>&amp;Bàn</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Phân tích</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>&amp;Luyện tập</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>Hiện bàn của thẻ này: các phím ghi sẽ ghi vào đó</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>&amp;Nhập tệp shoe…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>Lưu tệp CSV ván, chuỗi hạt hoặc JSON shoe vào thư viện</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>Nhập các shoe &amp;mẫu</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>Shoe thật từ các bàn trực tiếp và shoe do trình mô phỏng của tracker chia</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>Nhập thư viện shoe &amp;thật (5.824 shoe)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>Mọi shoe của 45 bàn trực tiếp, 9–12 tháng 8 năm 2025: 397.048 ván (giấy phép MIT)</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>Trình duyệt &amp;thư viện…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>Mọi shoe trong một bảng sắp xếp và lọc được; kiểm tra, xuất hoặc xóa phần đã chọn</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>&amp;Xem lại shoe đang hiện…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>Xem shoe từng ván: cầu, lá bài, lý do, tỉ lệ, lỗi</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>Báo cáo &amp;kiểm tra…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>Mọi lỗi mà phần xem lại tìm thấy trong thư viện, theo shoe, ván và dòng tệp</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>Xuất bảng cầu ra &amp;PNG…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>Lưu bảng cầu của shoe đang hiện thành ảnh, kèm tiêu đề và số đếm</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>Xuất bảng cầu ra P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>Lưu bảng cầu của shoe đang hiện trên trang A4 hoặc Letter (khổ ngang)</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>&amp;In bảng cầu…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>In bảng cầu của shoe đang hiện</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Cài đặt…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>Giao diện, bảng màu, mặc định cho shoe mới, nhập lá bài, vị trí thư viện</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>Đóng tracker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>Hoàn tác thay đổi cuối</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>Làm lại điều đã hoàn tác</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>Ghi Nhà &amp;Cái</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>Ghi ván tiếp theo là Nhà Cái thắng</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>Ghi &amp;Người Chơi</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>Ghi ván tiếp theo là Người Chơi thắng</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>Ghi &amp;Hòa</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>Ghi ván tiếp theo là Hòa</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>Nhập các &amp;lá bài</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>Gõ các lá bài của ván tiếp theo (7h kd / 3s kc 5d); Enter để ghi, Esc để thoát</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>Đánh dấu Đôi Người Chơi</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>Ván ghi tiếp theo có Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>Đánh dấu Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>Ván ghi tiếp theo có Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>Đánh dấu tự nhiên</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>Ván ghi tiếp theo là tự nhiên</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>&amp;Sửa ván…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>Sửa ván đã chọn trong bảng các ván (hoặc bấm đúp vào nó)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>&amp;Chèn một ván…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>Chèn một ván bị quên vào trước ván đã chọn trong bảng các ván</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>&amp;Xóa ván</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>Xóa ván đã chọn trong bảng các ván (Ctrl+Z để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>Shoe &amp;mới tại bàn…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>Bắt đầu ghi một shoe mới: sòng bài, bàn, số bộ bài và luật</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>&amp;Chi tiết shoe…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>Đổi sòng bài, bàn, giờ bắt đầu, số bộ bài, luật và ghi chú của shoe đang hiện</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>Đó&amp;ng shoe này</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>Đánh dấu shoe đã xong: không ghi thêm ván nào được (Mở lại để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>&amp;Mở lại shoe này</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>Mở lại một shoe đã đóng để ghi tiếp</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>&amp;Xóa shoe này…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>Xóa shoe đang hiện và các ván của nó khỏi thư viện (hỏi trước)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>Bảng cầu cho người &amp;mù màu</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>Phân biệt Nhà Cái với Người Chơi bằng cả hình dạng lẫn màu sắc</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>&amp;Danh sách shoe</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô danh sách shoe (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>&amp;Các ván</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô bảng các ván (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Thống kê</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>Hiện hoặc ẩn ô thống kê (bảng cầu chiếm chỗ trống)</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>Tìm shoe</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>Lọc danh sách shoe</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>Đến &amp;danh sách shoe</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>Chuyển phím sang danh sách shoe (Esc để quay lại bàn)</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>Bàn &amp;mới</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>Một thẻ cho bàn khác, với shoe và lịch sử hoàn tác riêng</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>Đó&amp;ng thẻ bàn</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>Đóng thẻ (shoe của nó vẫn giữ nguyên trong thư viện)</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>Bàn trực &amp;tuyến…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>Luyện tập ở bàn trực tuyến một người: chip, Chia bài, trả thưởng chính xác</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>Bàn sòng &amp;bài năm ghế…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>Luyện tập ở bàn sòng bài năm ghế, lần lượt, người hoặc máy chơi</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Phím tắt…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>Mọi phím tắt của tracker</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>&amp;Giới thiệu tracker</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker là gì, và không phải là gì</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Thống kê…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>Shoe đang hiện hoặc cả thư viện so với xác suất, kèm biểu đồ</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>&amp;Kiểm thử hệ thống cược…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>Chơi một hệ thống trên các shoe thật hoặc mô phỏng, so với mức lỗ kỳ vọng</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>Phòng thử &amp;đếm bài cược phụ…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>Chạy đếm bài cược phụ trên shoe mô phỏng: lợi, dao động và rủi ro</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>Không có shoe</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>Shoe %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>Danh sách shoe</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Các ván</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Player draws on 0–5 and stands on 6 or 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a natural 8 or 9 on either side: both hands stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>when the Player stands, Banker draws on 0–5 and stands on 6 or 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low} or {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{low}–{high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} always draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} always stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} draws unless the Player&apos;s third card is {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} draws when the Player&apos;s third card is {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player natural {player} and Banker natural {banker} — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player natural {player} — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker natural {banker} — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {total} draws — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {total} stands — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} draws on a third card of {third} — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} stands on a third card of {third} — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} draws — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker {total} stands — {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie, {player} to {banker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker wins, {banker} to {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player wins, {player} to {banker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards left before this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the burn cards cannot come from the shoe ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand {number} records no cards, so the cards left after it are not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cards up to hand {number} cannot all come from the shoe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} cards left: too few for a coup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side is dealt two cards first; this hand records fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By the rules this hand needs more cards than are recorded (the problem says which).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As recorded, the Player holds {player} cards and the Banker {banker}: the rules give {rules_player} and {rules_banker}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no shoe was stored after this one from the same file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeOptions</name>
    <message>
        <source>5% commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4% commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commission (Banker 6 pays 1:2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EZ Baccarat (three-card 7 pushes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon 7 and Panda 8 are offered at EZ Baccarat tables.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeSummary</name>
    <message>
        <source>Bankroll curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bankroll curve grows as you play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rounds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeTable</name>
    <message>
        <source>1:1 less %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1:1, a 6 pays 1:2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1:1, 3-card 7 pushes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to 30:1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a card to turn it (Space turns the next)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edge %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DB Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DB Banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B Pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal: your bets stand (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit this round out (X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the last round&apos;s bets again (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take your chips back (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the table for the next round (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rebet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sat out (time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat: the same stake every hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Martingale: double after a loss, back to one unit after a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paroli: double after a win, back to one unit after three wins or a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d&apos;Alembert: one unit more after a loss, one less after a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-3-2-6: 1, 3, 2, 6 units on wins in a row, back to 1 after a loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibonacci: one step up after a loss, two steps down after a win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labouchère 1-2-3: first plus last of the line; a win crosses them off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow: one unit on the side that won the last decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against: one unit on the side that lost the last decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Martingale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paroli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d&apos;Alembert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-3-2-6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fibonacci</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labouchère 1-2-3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeWindow</name>
    <message>
        <source>&amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished">&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal (at the casino table: this seat&apos;s bet stands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit this round out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rebet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the previous round&apos;s bets again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear bets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take every chip of this seat back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the table for the next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn the next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Squeeze: turn the next face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules and &amp;shoe…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks, commission, Tie pay, side bets, dealing style, limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past sessions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The practice sessions kept in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-card &amp;rule chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the Player and the Banker draw a third card, as a chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chip on Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chip on Banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chip on Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Squeeze: turn the cards yourself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards come face down; click each to turn it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange Banker, blue Player, bluish-green Tie on the felt and the scorecards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal s&amp;lower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal &amp;faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One chip on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal speed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · limits %2–%3 · speed %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lưu tất cả</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Có với &amp;tất cả</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>K&amp;hông với tất cả</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hủy bỏ</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Không lưu</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>The hand&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No shoe is shown: choose one in the library to replay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoe %1 is no longer in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hand a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 hands a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 hands a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 hands a second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand before (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hand (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split before this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new shoe of this hand and those after it (a shoe run together with the next); Ctrl+Z undoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge the next part in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Append the hands of the shoe stored next from the same file (a shoe the file split); Ctrl+Z undoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no hands to replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is no longer in the library (deleted meanwhile); nothing was changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — hand %2 (%3 of %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem at this hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of this hand: Banker %1 · Player %2 · Tie %3   Player pairs %4 · Banker pairs %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards recorded. Winner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds before this hand: not known (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1). ▲ Player&apos;s edge: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact odds before this hand (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>P</source>
        <translation>N</translation>
    </message>
    <message>
        <source>T</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>Bảng hạt</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>Đường lớn</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>Mắt to</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>Đường nhỏ</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>Đường gián</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>Hỏi cầu (C? / N?): dấu mà mỗi đường phụ sẽ nhận ở ván sau; chỉ nhắc lại lịch sử, không phải dự đoán.</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>Hỏi cầu cho thấy dấu mà mỗi đường phụ (Mắt to, Đường nhỏ, Đường gián) sẽ nhận nếu ván sau là Nhà Cái (C?) hoặc Người Chơi (N?). Nó nhắc lại lịch sử của shoe này; không phải dự đoán.</translation>
    </message>
</context>
<context>
    <name>RuleChart</name>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third-card rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Sáng</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>Cài đặt — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>Cửa sổ sáng hoặc tối, hoặc theo hệ thống</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>Ngôn ngữ của các cửa sổ; đổi ngay khi bạn lưu</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>Bảng cầu cho người mù màu</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>Phân biệt Nhà Cái với Người Chơi bằng cả hình dạng lẫn màu sắc</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>Hiện ô nhập lá bài tại bàn (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>Nhập các lá bài của mỗi ván để có tỉ lệ chính xác; khi tắt, chỉ B, P và T ghi một ván</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>Số bộ bài của một shoe mới</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>Không hoa hồng</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>Hoa hồng Nhà Cái của một shoe mới</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 ăn 1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>Tỉ lệ trả Hòa trong một shoe mới</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Hiện tại: %1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>Tệp thư viện (hoặc địa chỉ postgresql://) sẽ mở ở lần khởi động sau; để trống: mặc định (hoặc --db / TRACKER_DB)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Duyệt…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>Chọn tệp thư viện</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Ngôn ngữ:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Giao diện:</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Một shoe mới bắt đầu với&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>Số &amp;bộ bài:</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>&amp;Hoa hồng:</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>Hòa &amp;trả:</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>Thư viện:</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>Vị trí thư viện mới sẽ được mở ở lần khởi động sau.</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>Tệp thư viện</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>Thư viện tracker (*.sqlite *.db);;Mọi tệp (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Shoe</source>
        <translation>Shoe</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>Ván: C · N · H</translation>
    </message>
</context>
<context>
    <name>SideBets</name>
    <message>
        <source>Dragon 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Panda 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super 6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Bonus Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Bonus Banker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>Không: cược phụ có thể đặt riêng</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>Cược chính ít nhất</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>Cược chính không nhỏ hơn cược phụ, và ít nhất</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>Các cược phụ hiện tại bàn và khi xem lại</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>Điều sòng bài đòi kèm một cược phụ: các con số khi đó cộng thêm cửa tốt hơn giữa Nhà Cái và Người Chơi, ở mức này, vào mỗi cược phụ</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × cược phụ</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>Cược chính nhỏ nhất được yêu cầu, tính theo mức cược phụ</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>Cược chính bắt buộc:</translation>
    </message>
</context>
</TS>
