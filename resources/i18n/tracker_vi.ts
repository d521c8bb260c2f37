<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN" sourcelanguage="en">
<context>
    <name>CardEntry</name>
    <message>
        <source>What the cards typed make, checked against the drawing rules</source>
        <translation>Kết quả của các lá bài đã gõ, đã đối chiếu với luật rút bài</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Đang chờ %1</translation>
    </message>
    <message>
        <source>P %1 = %2 · B %3 = %4:</source>
        <translation>N %1 = %2 · C %3 = %4:</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 — waiting for %2</source>
        <translation>%1 — đang chờ %2</translation>
    </message>
    <message>
        <source>%1 — &lt;b&gt;against the rules&lt;/b&gt;: %2</source>
        <translation>%1 — &lt;b&gt;trái luật&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>%1 — Enter logs it</source>
        <translation>%1 — Enter để ghi</translation>
    </message>
    <message>
        <source>Cards typed</source>
        <translation>Các lá bài đã gõ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>chưa có</translation>
    </message>
    <message>
        <source>Player %1 / Banker %2</source>
        <translation>Người Chơi %1 / Nhà Cái %2</translation>
    </message>
    <message>
        <source>No cards typed</source>
        <translation>Chưa gõ lá bài nào</translation>
    </message>
    <message>
        <source>Add a card of rank %1</source>
        <translation>Thêm một lá %1</translation>
    </message>
    <message>
        <source>The last card&apos;s suit</source>
        <translation>Chất của lá bài cuối</translation>
    </message>
    <message>
        <source>The Banker&apos;s cards follow</source>
        <translation>Tiếp theo là bài Nhà Cái</translation>
    </message>
    <message>
        <source>Erase the last card</source>
        <translation>Xóa lá bài cuối</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Xóa hết</translation>
    </message>
    <message>
        <source>Erase every card typed</source>
        <translation>Xóa mọi lá bài đã gõ</translation>
    </message>
    <message>
        <source>Cards (C): 7h kd / 3s kc 5d — ranks alone will do</source>
        <translation>Lá bài (C): 7h kd / 3s kc 5d — chỉ gõ giá trị cũng được</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards in card notation (9h, Td, K; ranks alone will do), or all of them in dealing order without /. Enter logs the hand, Esc hands the keys back to B, P and T.</source>
        <translation>Bài Người Chơi / bài Nhà Cái theo ký hiệu lá bài (9h, Td, K; chỉ gõ giá trị cũng được), hoặc gõ tất cả theo thứ tự chia, không có /. Enter ghi ván, Esc trả phím về cho B, P và T.</translation>
    </message>
    <message>
        <source>Card pad</source>
        <translation>Bàn phím bài</translation>
    </message>
    <message>
        <source>Show buttons to enter the cards with the mouse</source>
        <translation>Hiện các nút để nhập lá bài bằng chuột</translation>
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
    <name>HandDialog</name>
    <message>
        <source>&amp;Cards:</source>
        <translation>&amp;Lá bài:</translation>
    </message>
    <message>
        <source>&amp;Winner:</source>
        <translation>Bên &amp;thắng:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Ghi chú:</translation>
    </message>
    <message>
        <source>7h kd / 3s kc 5d — leave empty for the outcome alone</source>
        <translation>7h kd / 3s kc 5d — để trống nếu chỉ ghi kết quả</translation>
    </message>
    <message>
        <source>The Player&apos;s cards / the Banker&apos;s cards; they decide the outcome</source>
        <translation>Bài Người Chơi / bài Nhà Cái; các lá bài quyết định kết quả</translation>
    </message>
    <message>
        <source>Who won the hand (taken from the cards when they are given)</source>
        <translation>Bên thắng ván (lấy từ các lá bài nếu đã nhập)</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>Tự nhiên</translation>
    </message>
    <message>
        <source>Taken from the cards when they are given</source>
        <translation>Lấy từ các lá bài nếu đã nhập</translation>
    </message>
    <message>
        <source>Why the hand is as it is (a misdeal kept as dealt)</source>
        <translation>Lý do ván như vậy (ván chia sai được giữ nguyên)</translation>
    </message>
    <message>
        <source>Against the drawing rules: %1 — say why in the note to keep it.</source>
        <translation>Trái luật rút bài: %1 — ghi lý do vào ghi chú để giữ ván này.</translation>
    </message>
    <message>
        <source>the cards are not complete: waiting for %1</source>
        <translation>các lá bài chưa đủ: đang chờ %1</translation>
    </message>
    <message>
        <source>the cards break the drawing rules: say why in the note to keep them</source>
        <translation>các lá bài trái luật rút bài: ghi lý do vào ghi chú để giữ chúng</translation>
    </message>
    <message>
        <source>Waiting for %1</source>
        <translation>Đang chờ %1</translation>
    </message>
    <message>
        <source>Edit hand %1</source>
        <translation>Sửa ván %1</translation>
    </message>
    <message>
        <source>Insert a hand as hand %1</source>
        <translation>Chèn một ván làm ván %1</translation>
    </message>
</context>
<context>
    <name>Hands</name>
    <message>
        <source>Banker</source>
        <translation>Nhà Cái</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người Chơi</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>P</source>
        <translation>N</translation>
    </message>
    <message>
        <source>B</source>
        <translation>C</translation>
    </message>
    <message>
        <source>P %1 · B %2</source>
        <translation>N %1 · C %2</translation>
    </message>
    <message>
        <source>natural</source>
        <translation>tự nhiên</translation>
    </message>
    <message>
        <source>Player pair</source>
        <translation>Đôi Người Chơi</translation>
    </message>
    <message>
        <source>Banker pair</source>
        <translation>Đôi Nhà Cái</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Double-click or Enter edits a hand; Delete deletes it (Ctrl+Z undoes)</source>
        <translation>Bấm đúp hoặc Enter để sửa một ván; Delete để xóa (Ctrl+Z để hoàn tác)</translation>
    </message>
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
        <source>{error}: undo refused; the shoe is shown as it is now</source>
        <translation>{error}: hoàn tác bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
    <message>
        <source>{error}: redo refused; the shoe is shown as it is now</source>
        <translation>{error}: làm lại bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
    <message>
        <source>another tracker changed the shoe meanwhile</source>
        <translation>một tracker khác đã thay đổi shoe trong lúc đó</translation>
    </message>
    <message>
        <source>{error}: the edit was refused; the shoe is shown as it is now</source>
        <translation>{error}: việc sửa bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
    <message>
        <source>{error}: the delete was refused; the shoe is shown as it is now</source>
        <translation>{error}: việc xóa bị từ chối; shoe được hiện đúng như bây giờ</translation>
    </message>
</context>
<context>
    <name>MisdealDialog</name>
    <message>
        <source>Misdeal: kept as dealt</source>
        <translation>Chia sai: giữ nguyên như đã chia</translation>
    </message>
    <message>
        <source>Cards against the drawing rules</source>
        <translation>Lá bài trái luật rút bài</translation>
    </message>
    <message>
        <source>These cards break the drawing rules:</source>
        <translation>Các lá bài này trái luật rút bài:</translation>
    </message>
    <message>
        <source>Casinos misdeal now and then. Keep the hand as it was dealt, with a note saying so, or go back and correct the cards.</source>
        <translation>Sòng bài thỉnh thoảng chia sai. Hãy giữ ván đúng như đã chia, kèm ghi chú nói rõ, hoặc quay lại sửa các lá bài.</translation>
    </message>
    <message>
        <source>Stored with the hand and shown in the hands table</source>
        <translation>Lưu cùng ván và hiện trong bảng các ván</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Ghi chú:</translation>
    </message>
    <message>
        <source>&amp;Keep as dealt</source>
        <translation>Giữ &amp;nguyên như đã chia</translation>
    </message>
    <message>
        <source>Store the hand with its cards as typed, and the note</source>
        <translation>Lưu ván với các lá bài như đã gõ, kèm ghi chú</translation>
    </message>
    <message>
        <source>&amp;Correct the cards</source>
        <translation>&amp;Sửa lại các lá bài</translation>
    </message>
    <message>
        <source>Go back to the cards without storing anything</source>
        <translation>Quay lại các lá bài, không lưu gì</translation>
    </message>
    <message>
        <source>A note is needed to keep a misdeal</source>
        <translation>Cần ghi chú để giữ một ván chia sai</translation>
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
    <name>ShoeDetailsDialog</name>
    <message>
        <source>New shoe at the table</source>
        <translation>Shoe mới tại bàn</translation>
    </message>
    <message>
        <source>Shoe details</source>
        <translation>Chi tiết shoe</translation>
    </message>
    <message>
        <source>&amp;Casino:</source>
        <translation>&amp;Sòng bài:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Bàn:</translation>
    </message>
    <message>
        <source>&amp;Started:</source>
        <translation>Bắt đầ&amp;u lúc:</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>Số bộ bà&amp;i:</translation>
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
        <source>C&amp;ut card:</source>
        <translation>Lá &amp;cắt:</translation>
    </message>
    <message>
        <source>&amp;Burn cards:</source>
        <translation>&amp;Lá đốt:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Ghi chú:</translation>
    </message>
    <message>
        <source>The casino or the live-dealer studio</source>
        <translation>Sòng bài hoặc studio chia bài trực tuyến</translation>
    </message>
    <message>
        <source>The table&apos;s name; a new shoe at the table of an open shoe closes that shoe</source>
        <translation>Tên bàn; bắt đầu shoe mới tại bàn đang có shoe mở sẽ đóng shoe đó</translation>
    </message>
    <message>
        <source>When the shoe&apos;s first hand was dealt</source>
        <translation>Thời điểm chia ván đầu tiên của shoe</translation>
    </message>
    <message>
        <source>Decks in the shoe: 8 at most tables, 6 at some</source>
        <translation>Số bộ bài trong shoe: 8 ở hầu hết các bàn, 6 ở một số bàn</translation>
    </message>
    <message>
        <source>The commission on a Banker win</source>
        <translation>Hoa hồng khi Nhà Cái thắng</translation>
    </message>
    <message>
        <source>No commission (a Banker 6 pays half)</source>
        <translation>Không hoa hồng (Nhà Cái thắng 6 điểm trả một nửa)</translation>
    </message>
    <message>
        <source>Banker pays even money, except half on a total of 6</source>
        <translation>Nhà Cái trả 1 ăn 1, trừ khi thắng 6 điểm thì trả một nửa</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 ăn 1</translation>
    </message>
    <message>
        <source>What a tie bet pays</source>
        <translation>Tỉ lệ trả của cược Hòa</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>không rõ</translation>
    </message>
    <message>
        <source>Cards left behind the cut card (0: not known)</source>
        <translation>Số lá còn lại sau lá cắt (0: không rõ)</translation>
    </message>
    <message>
        <source>e.g. 7s 4h 2c 9d — the first card and those it burnt</source>
        <translation>vd. 7s 4h 2c 9d — lá đầu tiên và các lá bị đốt theo nó</translation>
    </message>
    <message>
        <source>The cards burnt at the shoe&apos;s start, in card notation, if seen</source>
        <translation>Các lá bị đốt khi bắt đầu shoe, theo ký hiệu lá bài, nếu thấy</translation>
    </message>
    <message>
        <source>Anything worth remembering about this shoe</source>
        <translation>Bất cứ điều gì đáng nhớ về shoe này</translation>
    </message>
    <message>
        <source>Start the shoe</source>
        <translation>Bắt đầu shoe</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Start logging this shoe</source>
        <translation>Bắt đầu ghi shoe này</translation>
    </message>
    <message>
        <source>Keep these details</source>
        <translation>Lưu các chi tiết này</translation>
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
<context>
    <name>TableTab</name>
    <message>
        <source>No shoe</source>
        <translation>Không có shoe</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>Shoe %1</translation>
    </message>
    <message>
        <source>waiting for %1</source>
        <translation>đang chờ %1</translation>
    </message>
    <message>
        <source>%1

The undo history was cleared.</source>
        <translation>%1

Lịch sử hoàn tác đã được xóa.</translation>
    </message>
</context>
<context>
    <name>UndoHistory</name>
    <message>
        <source>hand</source>
        <translation>ván</translation>
    </message>
    <message>
        <source>log %1</source>
        <translation>ghi %1</translation>
    </message>
    <message>
        <source>edit hand %1 (%2 → %3)</source>
        <translation>sửa ván %1 (%2 → %3)</translation>
    </message>
    <message>
        <source>edit hand %1 (details)</source>
        <translation>sửa ván %1 (chi tiết)</translation>
    </message>
    <message>
        <source>insert %1 as hand %2</source>
        <translation>chèn %1 làm ván %2</translation>
    </message>
    <message>
        <source>delete hand %1 (%2)</source>
        <translation>xóa ván %1 (%2)</translation>
    </message>
    <message>
        <source>casino</source>
        <translation>sòng bài</translation>
    </message>
    <message>
        <source>table</source>
        <translation>bàn</translation>
    </message>
    <message>
        <source>started</source>
        <translation>giờ bắt đầu</translation>
    </message>
    <message>
        <source>decks</source>
        <translation>số bộ bài</translation>
    </message>
    <message>
        <source>rules</source>
        <translation>luật</translation>
    </message>
    <message>
        <source>cut card</source>
        <translation>lá cắt</translation>
    </message>
    <message>
        <source>burn</source>
        <translation>lá đốt</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>ghi chú</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>không gì</translation>
    </message>
    <message>
        <source>change the shoe&apos;s %1</source>
        <translation>đổi %1 của shoe</translation>
    </message>
    <message>
        <source>close the shoe</source>
        <translation>đóng shoe</translation>
    </message>
    <message>
        <source>reopen the shoe</source>
        <translation>mở lại shoe</translation>
    </message>
</context>
</TS>
