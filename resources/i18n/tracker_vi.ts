<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN" sourcelanguage="en">
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
        <source>unknown card {token!r}: {reason}</source>
        <translation>lá bài không xác định {token!r}: {reason}</translation>
    </message>
    <message>
        <source>{place}: {reason}</source>
        <translation>{place}: {reason}</translation>
    </message>
    <message>
        <source>decks must be a whole number from {low} to {high}, not {decks!r}</source>
        <translation>số bộ bài phải là số nguyên từ {low} đến {high}, không phải {decks!r}</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more ten-value cards</source>
        <translation>lá thứ {number} ({card}): shoe không còn lá nào có giá trị mười</translation>
    </message>
    <message>
        <source>an {decks}-deck shoe</source>
        <translation>shoe {decks} bộ bài</translation>
    </message>
    <message>
        <source>a {decks}-deck shoe</source>
        <translation>shoe {decks} bộ bài</translation>
    </message>
    <message>
        <source>expected a rank (A or 1, 2-9, T or 10, J, Q, K; a bare 0 for any ten-value card) optionally followed by a suit (S, H, D, C)</source>
        <translation>cần một hạng bài (A hoặc 1, 2-9, T hoặc 10, J, Q, K; chỉ 0 cho bất kỳ lá giá trị mười nào), có thể kèm chất (S, H, D, C)</translation>
    </message>
    <message>
        <source>empty card</source>
        <translation>lá bài trống</translation>
    </message>
    <message>
        <source>card {number} ({card}): the shoe holds no more cards of rank {rank}</source>
        <translation>lá thứ {number} ({card}): shoe không còn lá hạng {rank}</translation>
    </message>
    <message>
        <source>card {number} ({card}): {shoe} holds only {count} of it</source>
        <translation>lá thứ {number} ({card}): {shoe} chỉ có {count} lá này</translation>
    </message>
    <message>
        <source>a count tags 13 ranks, not {count}</source>
        <translation>một cách đếm gán giá trị cho 13 hạng bài, không phải {count}</translation>
    </message>
    <message>
        <source>a betting rule is one of {rules}, not {rule!r}</source>
        <translation>quy tắc đặt cược phải là một trong {rules}, không phải {rule!r}</translation>
    </message>
    <message>
        <source>the lab plays the side bets {bets}, not {bet!r}</source>
        <translation>phòng thử chỉ chơi các cược phụ {bets}, không phải {bet!r}</translation>
    </message>
    <message>
        <source>the stake must be more than 0, not {stake}</source>
        <translation>tiền cược phải lớn hơn 0, không phải {stake}</translation>
    </message>
    <message>
        <source>--tags: {item!r} is not RANK:VALUE with a rank of A, 2–9, T, J, Q, K</source>
        <translation>--tags: {item!r} không phải HẠNG:GIÁ TRỊ với hạng là A, 2–9, T, J, Q, K</translation>
    </message>
    <message>
        <source>--tags: the value of {rank} must be a whole number, not {value!r}</source>
        <translation>--tags: giá trị của {rank} phải là số nguyên, không phải {value!r}</translation>
    </message>
    <message>
        <source>--tags: the rank {rank} is given twice</source>
        <translation>--tags: hạng {rank} được cho hai lần</translation>
    </message>
    <message>
        <source>--tags: give at least one rank&apos;s value, e.g. 8:2,9:2,4:-1</source>
        <translation>--tags: hãy cho giá trị của ít nhất một hạng, ví dụ 8:2,9:2,4:-1</translation>
    </message>
    <message>
        <source>--bet-when: expected rc&gt;N or rc&gt;=N (N whole) or tc&gt;=N, not {text!r}</source>
        <translation>--bet-when: cần rc&gt;N hoặc rc&gt;=N (N nguyên) hoặc tc&gt;=N, không phải {text!r}</translation>
    </message>
    <message>
        <source>--after-cut is one or stop, not {after_cut!r}</source>
        <translation>--after-cut là one hoặc stop, không phải {after_cut!r}</translation>
    </message>
    <message>
        <source>the number of shoes must be 1 or more, not {shoes}</source>
        <translation>số shoe phải từ 1 trở lên, không phải {shoes}</translation>
    </message>
    <message>
        <source>the coup needed a card number {needed} but only {had} were there to deal</source>
        <translation>ván này cần lá thứ {needed} nhưng chỉ có {had} lá để chia</translation>
    </message>
    <message>
        <source>only {cards} card left</source>
        <translation>chỉ còn {cards} lá</translation>
    </message>
    <message>
        <source>only {cards} cards left</source>
        <translation>chỉ còn {cards} lá</translation>
    </message>
    <message>
        <source>{left}: how far one card moves the odds needs {needed}, since a coup can need {least} cards after one is taken out</source>
        <translation>{left}: để tính một lá bài làm xác suất thay đổi bao nhiêu cần {needed} lá, vì sau khi rút một lá, một ván vẫn có thể cần {least} lá</translation>
    </message>
    <message>
        <source>{left}: a coup can need {least} cards, so the odds of the next hand are not defined (a shoe this short is reshuffled before another hand)</source>
        <translation>{left}: một ván có thể cần {least} lá, nên xác suất của ván sau không xác định được (shoe ngắn như vậy sẽ được xáo lại trước ván tiếp theo)</translation>
    </message>
    <message>
        <source>the composition has a negative count of some value</source>
        <translation>thành phần bài có số lượng âm ở một giá trị nào đó</translation>
    </message>
    <message>
        <source>a seed must be a whole number from 0 to {limit}, not {seed!r}</source>
        <translation>hạt giống phải là số nguyên từ 0 đến {limit}, không phải {seed!r}</translation>
    </message>
    <message>
        <source>Banker commission must be 5 or 4 percent, not {commission!r}</source>
        <translation>hoa hồng Nhà Cái phải là 5 hoặc 4 phần trăm, không phải {commission!r}</translation>
    </message>
    <message>
        <source>Tie must pay 8 or 9 to 1, not {pays!r}</source>
        <translation>Hòa phải 8 ăn 1 hoặc 9 ăn 1, không phải {pays!r}</translation>
    </message>
    <message>
        <source>pair bets pay 11 to 1, not {pays!r}</source>
        <translation>cược đôi 11 ăn 1, không phải {pays!r}</translation>
    </message>
    <message>
        <source>hands after the cut card must be 0 to 3, not {hands}</source>
        <translation>số ván sau lá cắt phải từ 0 đến 3, không phải {hands}</translation>
    </message>
    <message>
        <source>the cut card must leave {least} to {most} cards behind it in {shoe}, not {cut}</source>
        <translation>trong {shoe}, lá cắt phải để lại {least} đến {most} lá phía sau, không phải {cut}</translation>
    </message>
    <message>
        <source>unknown rule {rule!r}</source>
        <translation>quy tắc không xác định {rule!r}</translation>
    </message>
    <message>
        <source>a stake must be an exact amount (int or Decimal), not {stake!r}</source>
        <translation>tiền cược phải là một số tiền chính xác (int hoặc Decimal), không phải {stake!r}</translation>
    </message>
    <message>
        <source>a stake must be a positive amount, not {stake}</source>
        <translation>tiền cược phải là số dương, không phải {stake}</translation>
    </message>
    <message>
        <source>{bet}: the first two cards are ten-value cards of unknown rank</source>
        <translation>{bet}: hai lá đầu là lá giá trị mười không rõ hạng</translation>
    </message>
    <message>
        <source>the shoe is finished: the cut card came out and the last hand was dealt; shuffle a new shoe</source>
        <translation>shoe đã hết: lá cắt đã ra và ván cuối đã chia xong; hãy xáo một shoe mới</translation>
    </message>
    <message>
        <source>{bet}: a stake cannot be negative ({stake})</source>
        <translation>{bet}: tiền cược không được âm ({stake})</translation>
    </message>
    <message>
        <source>{bet} is not turned on at this table</source>
        <translation>{bet} chưa được bật ở bàn này</translation>
    </message>
    <message>
        <source>{bet} needs a bet on Player, Banker or Tie beside it</source>
        <translation>{bet} cần kèm một cược vào Người Chơi, Nhà Cái hoặc Hòa</translation>
    </message>
    <message>
        <source>{bet}: a side bet of {stake} is more than the main bet of {main}; this table allows a side bet up to the main bet</source>
        <translation>{bet}: cược phụ {stake} lớn hơn cược chính {main}; bàn này chỉ cho cược phụ tối đa bằng cược chính</translation>
    </message>
    <message>
        <source>{where}: expected an object, not {data!r}</source>
        <translation>{where}: cần một đối tượng, không phải {data!r}</translation>
    </message>
    <message>
        <source>{where}.enabled: expected a list of side bet ids</source>
        <translation>{where}.enabled: cần một danh sách id cược phụ</translation>
    </message>
    <message>
        <source>expected a side bet id, not {bet_id!r}</source>
        <translation>cần một id cược phụ, không phải {bet_id!r}</translation>
    </message>
    <message>
        <source>{where}.enabled[{i}]: {reason}</source>
        <translation>{where}.enabled[{i}]: {reason}</translation>
    </message>
    <message>
        <source>{where}.main_bet: expected one of {choices}, not {raw!r}</source>
        <translation>{where}.main_bet: cần một trong {choices}, không phải {raw!r}</translation>
    </message>
    <message>
        <source>no side bet {bet_id!r}: the side bets are {ids}</source>
        <translation>không có cược phụ {bet_id!r}: các cược phụ là {ids}</translation>
    </message>
    <message>
        <source>{bet}: the Player&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: hai lá đầu của Người Chơi là lá giá trị mười không rõ hạng, nên không biết có phải đôi không</translation>
    </message>
    <message>
        <source>{bet}: the Banker&apos;s first two cards are ten-value cards of unknown rank, so whether they are a pair is not known</source>
        <translation>{bet}: hai lá đầu của Nhà Cái là lá giá trị mười không rõ hạng, nên không biết có phải đôi không</translation>
    </message>
    <message>
        <source>the number of shoes must be a whole number of 1 or more, not {shoes!r}</source>
        <translation>số shoe phải là số nguyên từ 1 trở lên, không phải {shoes!r}</translation>
    </message>
    <message>
        <source>online hands per shoe must be 1 to 10000, not {hands!r}</source>
        <translation>số ván trực tuyến mỗi shoe phải từ 1 đến 10000, không phải {hands!r}</translation>
    </message>
    <message>
        <source>a batch must be 1 shoe or more, not {batch!r}</source>
        <translation>mỗi lô phải có từ 1 shoe trở lên, không phải {batch!r}</translation>
    </message>
    <message>
        <source>not enough memory to simulate {count} shoes at once; simulate fewer</source>
        <translation>không đủ bộ nhớ để mô phỏng {count} shoe cùng lúc; hãy mô phỏng ít hơn</translation>
    </message>
    <message>
        <source>a file name that is not UTF-8 text cannot be shown or stored (it holds {name}); rename the file with UTF-8 characters and try again</source>
        <translation>tên tệp không phải văn bản UTF-8 thì không hiển thị hay lưu được (nó chứa {name}); hãy đổi tên tệp bằng ký tự UTF-8 rồi thử lại</translation>
    </message>
    <message>
        <source>the output cannot be shown in this terminal&apos;s encoding ({encoding}): {text} has no place in it; use a UTF-8 terminal, or set PYTHONIOENCODING=utf-8</source>
        <translation>không thể hiển thị đầu ra bằng mã hóa của terminal này ({encoding}): {text} không có trong đó; hãy dùng terminal UTF-8, hoặc đặt PYTHONIOENCODING=utf-8</translation>
    </message>
    <message>
        <source>text that is not {encoding} where it was expected ({reason}); set PYTHONIOENCODING=utf-8 or save the input as UTF-8</source>
        <translation>văn bản không phải {encoding} ở chỗ cần nó ({reason}); hãy đặt PYTHONIOENCODING=utf-8 hoặc lưu đầu vào dưới dạng UTF-8</translation>
    </message>
    <message>
        <source>the disk is full ({reason}); make room and try again</source>
        <translation>ổ đĩa đã đầy ({reason}); hãy giải phóng dung lượng rồi thử lại</translation>
    </message>
    <message>
        <source>permission denied ({reason}); check who may read and write it</source>
        <translation>không có quyền ({reason}); hãy kiểm tra ai được đọc và ghi nó</translation>
    </message>
    <message>
        <source>the output&apos;s reader went away (broken pipe)</source>
        <translation>bên đọc đầu ra đã ngắt (đường ống bị đứt)</translation>
    </message>
    <message>
        <source>line {line}, hand {hand}: records no winner and no cards</source>
        <translation>dòng {line}, ván {hand}: không ghi bên thắng và cũng không ghi bài</translation>
    </message>
    <message>
        <source>hand {hand}: records no winner and no cards</source>
        <translation>ván {hand}: không ghi bên thắng và cũng không ghi bài</translation>
    </message>
    <message>
        <source>{where}: character {position} is {char!r}; expected B, P or T (spaces are ignored)</source>
        <translation>{where}: ký tự thứ {position} là {char!r}; cần B, P hoặc T (khoảng trắng được bỏ qua)</translation>
    </message>
    <message>
        <source>a vertical tab</source>
        <translation>ký tự tab dọc</translation>
    </message>
    <message>
        <source>a form feed</source>
        <translation>ký tự sang trang</translation>
    </message>
    <message>
        <source>a file separator</source>
        <translation>ký tự phân cách tệp</translation>
    </message>
    <message>
        <source>a group separator</source>
        <translation>ký tự phân cách nhóm</translation>
    </message>
    <message>
        <source>a record separator</source>
        <translation>ký tự phân cách bản ghi</translation>
    </message>
    <message>
        <source>a next-line character, NEL</source>
        <translation>ký tự xuống dòng NEL</translation>
    </message>
    <message>
        <source>a line separator</source>
        <translation>ký tự phân cách dòng</translation>
    </message>
    <message>
        <source>a paragraph separator</source>
        <translation>ký tự phân cách đoạn</translation>
    </message>
    <message>
        <source>{code} ({name}) ends a line for some programs but not in a bead file, whose lines end in a line feed: save the file with ordinary line ends</source>
        <translation>{code} ({name}) kết thúc dòng trong một số chương trình nhưng không phải trong tệp hạt, nơi dòng kết thúc bằng ký tự xuống dòng: hãy lưu tệp với cách xuống dòng thông thường</translation>
    </message>
    <message>
        <source>{char!r} is not a bead letter: a bead string holds B, P and T (a label ends with a colon, # starts a comment)</source>
        <translation>{char!r} không phải chữ của hạt: một chuỗi hạt chỉ gồm B, P và T (nhãn kết thúc bằng dấu hai chấm, # bắt đầu chú thích)</translation>
    </message>
    <message>
        <source>a shoe of more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104)</source>
        <translation>một shoe hơn {cap:,} ván (giới hạn của một shoe; shoe 8 bộ bài chia tối đa 104 ván)</translation>
    </message>
    <message>
        <source>decks must be a whole number from 1 to 8, not {text!r}</source>
        <translation>số bộ bài phải là số nguyên từ 1 đến 8, không phải {text!r}</translation>
    </message>
    <message>
        <source>a start time must be ISO 8601 (2025-08-09T00:26:15+00:00), not {text!r}</source>
        <translation>thời điểm bắt đầu phải theo ISO 8601 (2025-08-09T00:26:15+00:00), không phải {text!r}</translation>
    </message>
    <message>
        <source>shoe_first_time_ms must be Unix time in milliseconds, not {text!r}</source>
        <translation>shoe_first_time_ms phải là thời gian Unix tính bằng mili giây, không phải {text!r}</translation>
    </message>
    <message>
        <source>a shoe&apos;s kind must be one of {names}, not {text!r}</source>
        <translation>loại của shoe phải là một trong {names}, không phải {text!r}</translation>
    </message>
    <message>
        <source>rules are words name=value with the names {known}; not {word!r}</source>
        <translation>quy tắc là các từ tên=giá trị với các tên {known}; không phải {word!r}</translation>
    </message>
    <message>
        <source>{name} must be 1 or 0 (or true, false), not {value!r}</source>
        <translation>{name} phải là 1 hoặc 0 (hoặc true, false), không phải {value!r}</translation>
    </message>
    <message>
        <source>{name} must be a whole number, not {value!r}</source>
        <translation>{name} phải là số nguyên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the cut card must be a whole number of cards from 0 to {cap:,}, not {text!r}</source>
        <translation>lá cắt phải là số lá nguyên từ 0 đến {cap:,}, không phải {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels of lists and objects</source>
        <translation>một giá trị JSON lồng sâu hơn {depth} cấp danh sách và đối tượng</translation>
    </message>
    <message>
        <source>not a JSON object: {reason}</source>
        <translation>không phải đối tượng JSON: {reason}</translation>
    </message>
    <message>
        <source>must be a JSON object ({{…}}), not {text!r}</source>
        <translation>phải là đối tượng JSON ({{…}}), không phải {text!r}</translation>
    </message>
    <message>
        <source>a JSON value nested deeper than {depth} levels</source>
        <translation>một giá trị JSON lồng sâu hơn {depth} cấp</translation>
    </message>
    <message>
        <source>text with half of a UTF-16 surrogate pair (such as \ud800), which no UTF-8 text can hold</source>
        <translation>văn bản chứa nửa cặp thay thế UTF-16 (như \ud800), điều mà văn bản UTF-8 không thể chứa</translation>
    </message>
    <message>
        <source>winner must be B, P or T (or Banker, Player, Tie), not {text!r}</source>
        <translation>bên thắng phải là B, P hoặc T (hoặc Banker, Player, Tie), không phải {text!r}</translation>
    </message>
    <message>
        <source>a total must be a whole number from 0 to 9, not {text!r}</source>
        <translation>tổng điểm phải là số nguyên từ 0 đến 9, không phải {text!r}</translation>
    </message>
    <message>
        <source>a flag must be 1 or 0 (or true, false), not {text!r}</source>
        <translation>cờ phải là 1 hoặc 0 (hoặc true, false), không phải {text!r}</translation>
    </message>
    <message>
        <source>a hand number must be a whole number 1, 2, … up to {cap:,}, not {text!r}</source>
        <translation>số ván phải là số nguyên 1, 2, … tối đa {cap:,}, không phải {text!r}</translation>
    </message>
    <message>
        <source>unknown card {token!r} (card {number}): {reason}</source>
        <translation>lá bài không xác định {token!r} (lá thứ {number}): {reason}</translation>
    </message>
    <message>
        <source>a cell of {length:,} characters, past the cap of {cap:,}</source>
        <translation>một ô có {length:,} ký tự, vượt giới hạn {cap:,}</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more line: a closing quote missing?</source>
        <translation>dấu ngoặc kép (&quot;) mở ô này không được đóng trên dòng của nó, nên ô kéo dài thêm {lines} dòng: thiếu dấu ngoặc đóng?</translation>
    </message>
    <message>
        <source>the quote (&quot;) that opens this cell is not closed on its line, so the cell runs on over {lines} more lines: a closing quote missing?</source>
        <translation>dấu ngoặc kép (&quot;) mở ô này không được đóng trên dòng của nó, nên ô kéo dài thêm {lines} dòng: thiếu dấu ngoặc đóng?</translation>
    </message>
    <message>
        <source>not a hands CSV: the header names none of the columns shoe, hand, player, banker, winner</source>
        <translation>không phải CSV ván bài: dòng tiêu đề không có cột nào trong shoe, hand, player, banker, winner</translation>
    </message>
    <message>
        <source>missing column {missing!r}: a hands CSV with {have!r} cards needs both sides</source>
        <translation>thiếu cột {missing!r}: CSV ván bài có bài {have!r} cần cả hai bên</translation>
    </message>
    <message>
        <source>missing column &apos;winner&apos; (or &apos;player&apos; and &apos;banker&apos; for cards): every hand needs its cards or its winner</source>
        <translation>thiếu cột &apos;winner&apos; (hoặc &apos;player&apos; và &apos;banker&apos; cho bài): mỗi ván cần bài hoặc bên thắng</translation>
    </message>
    <message>
        <source>shoe {label!r} has more than {cap:,} hands (the cap on one shoe; an 8-deck shoe deals at most 104): is the shoe column missing?</source>
        <translation>shoe {label!r} có hơn {cap:,} ván (giới hạn của một shoe; shoe 8 bộ bài chia tối đa 104 ván): thiếu cột shoe?</translation>
    </message>
    <message>
        <source>a row needs cards (player and banker) or a winner</source>
        <translation>mỗi hàng cần bài (player và banker) hoặc bên thắng</translation>
    </message>
    <message>
        <source>not a readable CSV row: {reason}</source>
        <translation>hàng CSV không đọc được: {reason}</translation>
    </message>
    <message>
        <source>{place}, line {line}</source>
        <translation>{place}, dòng {line}</translation>
    </message>
    <message>
        <source>{place}, {part}</source>
        <translation>{place}, {part}</translation>
    </message>
    <message>
        <source>field {field}</source>
        <translation>trường {field}</translation>
    </message>
    <message>
        <source>column {column}</source>
        <translation>cột {column}</translation>
    </message>
    <message>
        <source>field {field!r}</source>
        <translation>trường {field!r}</translation>
    </message>
    <message>
        <source>column {column!r}</source>
        <translation>cột {column!r}</translation>
    </message>
    <message>
        <source>expected a field name in double quotes (a &apos;,&apos; too many before &apos;}}&apos;?)</source>
        <translation>cần tên trường trong dấu ngoặc kép (thừa một &apos;,&apos; trước &apos;}}&apos;?)</translation>
    </message>
    <message>
        <source>expected a value (a number, text in double quotes, true, false, null, a list or an object)</source>
        <translation>cần một giá trị (số, văn bản trong ngoặc kép, true, false, null, danh sách hoặc đối tượng)</translation>
    </message>
    <message>
        <source>the text in double quotes that starts here never ends</source>
        <translation>văn bản trong ngoặc kép bắt đầu ở đây không bao giờ kết thúc</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; between two values</source>
        <translation>cần &apos;,&apos; giữa hai giá trị</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a field name</source>
        <translation>cần &apos;:&apos; sau tên trường</translation>
    </message>
    <message>
        <source>a line break or control character inside text in double quotes</source>
        <translation>có ký tự xuống dòng hoặc ký tự điều khiển trong văn bản ngoặc kép</translation>
    </message>
    <message>
        <source>a backslash that starts no valid escape</source>
        <translation>dấu gạch chéo ngược không mở đầu một chuỗi thoát hợp lệ</translation>
    </message>
    <message>
        <source>the end of the file (cut short?)</source>
        <translation>cuối tệp (tệp bị cắt cụt?)</translation>
    </message>
    <message>
        <source>not valid shoe JSON: expected {what}, found {found}</source>
        <translation>không phải JSON shoe hợp lệ: cần {what}, gặp {found}</translation>
    </message>
    <message>
        <source>a value nested deeper than {depth} levels of lists and objects</source>
        <translation>một giá trị lồng sâu hơn {depth} cấp danh sách và đối tượng</translation>
    </message>
    <message>
        <source>a number too long to read ({reason})</source>
        <translation>một số quá dài để đọc ({reason})</translation>
    </message>
    <message>
        <source>a value longer than {cap:,} characters (the cap on one hand or one field of a shoe): not a shoe JSON value</source>
        <translation>một giá trị dài hơn {cap:,} ký tự (giới hạn của một ván hoặc một trường của shoe): không phải giá trị JSON shoe</translation>
    </message>
    <message>
        <source>nested deeper than {depth} levels</source>
        <translation>lồng sâu hơn {depth} cấp</translation>
    </message>
    <message>
        <source>{reason}; the file ends there (cut short?)</source>
        <translation>{reason}; tệp kết thúc ở đó (bị cắt cụt?)</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>không phải JSON hợp lệ: {reason}</translation>
    </message>
    <message>
        <source>not valid JSON: an object key must be a string</source>
        <translation>không phải JSON hợp lệ: khóa của đối tượng phải là chuỗi</translation>
    </message>
    <message>
        <source>cards must be a list of card strings such as &quot;9H&quot;</source>
        <translation>bài phải là danh sách chuỗi lá bài như &quot;9H&quot;</translation>
    </message>
    <message>
        <source>expected true or false, not {value!r}</source>
        <translation>cần true hoặc false, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected a whole number, not {value!r}</source>
        <translation>cần một số nguyên, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected text, not {value!r}</source>
        <translation>cần văn bản, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected an object, not {value!r}</source>
        <translation>cần một đối tượng, không phải {value!r}</translation>
    </message>
    <message>
        <source>expected {kind}, not {value!r}</source>
        <translation>cần {kind}, không phải {value!r}</translation>
    </message>
    <message>
        <source>a total must be 0 to 9, not {value}</source>
        <translation>tổng điểm phải từ 0 đến 9, không phải {value}</translation>
    </message>
    <message>
        <source>hand {position} must be an object</source>
        <translation>ván {position} phải là một đối tượng</translation>
    </message>
    <message>
        <source>extra must be an object of text values</source>
        <translation>extra phải là một đối tượng có giá trị văn bản</translation>
    </message>
    <message>
        <source>shoe {label!r} gives its label only after its first {hands:,} hands: a shoe this long is checked as it is read, so its label must come before its hands</source>
        <translation>shoe {label!r} chỉ cho nhãn sau {hands:,} ván đầu: shoe dài như vậy được kiểm tra khi đọc, nên nhãn phải đứng trước các ván</translation>
    </message>
    <message>
        <source>shoe {position} ({label!r})</source>
        <translation>shoe {position} ({label!r})</translation>
    </message>
    <message>
        <source>shoe {position}</source>
        <translation>shoe {position}</translation>
    </message>
    <message>
        <source>{name}: its notes and extra hold more than {cap:,} characters in all (the cap on one shoe&apos;s notes and extra)</source>
        <translation>{name}: ghi chú và extra tổng cộng hơn {cap:,} ký tự (giới hạn ghi chú và extra của một shoe)</translation>
    </message>
    <message>
        <source>kind must be one of {names}, not {kind!r}</source>
        <translation>kind phải là một trong {names}, không phải {kind!r}</translation>
    </message>
    <message>
        <source>not an ISO 8601 time: {text!r}</source>
        <translation>không phải thời gian ISO 8601: {text!r}</translation>
    </message>
    <message>
        <source>cut_card must be 0 to {cap:,}, not {cut_card}</source>
        <translation>cut_card phải từ 0 đến {cap:,}, không phải {cut_card}</translation>
    </message>
    <message>
        <source>extra must be an object</source>
        <translation>extra phải là một đối tượng</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: expected an object with format_version</source>
        <translation>không phải tài liệu JSON shoe của tracker: cần một đối tượng có format_version</translation>
    </message>
    <message>
        <source>format_version must be a whole number</source>
        <translation>format_version phải là số nguyên</translation>
    </message>
    <message>
        <source>format_version {version} was written by a newer tracker; this one reads format_version {ours}: update tracker to read the file</source>
        <translation>format_version {version} do một tracker mới hơn ghi; bản này đọc format_version {ours}: hãy cập nhật tracker để đọc tệp</translation>
    </message>
    <message>
        <source>format_version {version} does not exist; expected {ours}</source>
        <translation>format_version {version} không tồn tại; cần {ours}</translation>
    </message>
    <message>
        <source>format_version must come before shoes (not a tracker shoe JSON document?)</source>
        <translation>format_version phải đứng trước shoes (không phải tài liệu JSON shoe của tracker?)</translation>
    </message>
    <message>
        <source>not valid JSON: more text after the document</source>
        <translation>không phải JSON hợp lệ: còn văn bản sau tài liệu</translation>
    </message>
    <message>
        <source>not a tracker shoe JSON document: no format_version</source>
        <translation>không phải tài liệu JSON shoe của tracker: không có format_version</translation>
    </message>
    <message>
        <source>the start time {started} is out of range in UTC (years 1 to 9999)</source>
        <translation>thời điểm bắt đầu {started} nằm ngoài phạm vi theo UTC (năm 1 đến 9999)</translation>
    </message>
    <message>
        <source>{place}: {reason}; nothing was written</source>
        <translation>{place}: {reason}; không ghi gì cả</translation>
    </message>
    <message>
        <source>cannot follow the link ({reason})</source>
        <translation>không theo được liên kết ({reason})</translation>
    </message>
    <message>
        <source>this is the library itself; an output never replaces it</source>
        <translation>đây chính là thư viện; đầu ra không bao giờ thay thế nó</translation>
    </message>
    <message>
        <source>cannot write the file: it is a folder; give a file name</source>
        <translation>không ghi được tệp: đây là một thư mục; hãy cho một tên tệp</translation>
    </message>
    <message>
        <source>this is an SQLite database (a tracker library?); an output never replaces one: choose another file name</source>
        <translation>đây là một cơ sở dữ liệu SQLite (thư viện tracker?); đầu ra không bao giờ thay thế nó: hãy chọn tên tệp khác</translation>
    </message>
    <message>
        <source>cannot write the file: {reason}</source>
        <translation>không ghi được tệp: {reason}</translation>
    </message>
    <message>
        <source>the folder {folder} does not exist</source>
        <translation>thư mục {folder} không tồn tại</translation>
    </message>
    <message>
        <source>{folder} is not a folder</source>
        <translation>{folder} không phải thư mục</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ổ đĩa đã đầy</translation>
    </message>
    <message>
        <source>not UTF-8 text: it holds NUL bytes (binary data, or UTF-16 text without a byte-order mark; save the file as UTF-8)</source>
        <translation>không phải văn bản UTF-8: có byte NUL (dữ liệu nhị phân, hoặc văn bản UTF-16 không có dấu thứ tự byte; hãy lưu tệp dưới dạng UTF-8)</translation>
    </message>
    <message>
        <source>not a shoe file: this line is neither a hands-CSV header (naming shoe, hand, player, banker or winner columns), a bead string (B, P, T) nor shoe JSON</source>
        <translation>không phải tệp shoe: dòng này không phải tiêu đề CSV ván bài (có cột shoe, hand, player, banker hoặc winner), không phải chuỗi hạt (B, P, T), cũng không phải JSON shoe</translation>
    </message>
    <message>
        <source>a ZIP archive or an Excel/OpenDocument workbook (.xlsx, .ods)</source>
        <translation>một tệp nén ZIP hoặc sổ tính Excel/OpenDocument (.xlsx, .ods)</translation>
    </message>
    <message>
        <source>an old Excel workbook (.xls) or Office file</source>
        <translation>một sổ tính Excel cũ (.xls) hoặc tệp Office</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>một ảnh PNG</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>một ảnh JPEG</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>một ảnh GIF</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>một tài liệu PDF</translation>
    </message>
    <message>
        <source>an SQLite database (a tracker library?)</source>
        <translation>một cơ sở dữ liệu SQLite (thư viện tracker?)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text: save the sheet as CSV UTF-8 and validate that (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>không phải tệp shoe: đây là {kind}, không phải văn bản: hãy lưu trang tính dưới dạng CSV UTF-8 rồi kiểm tra tệp đó (tệp shoe là CSV ván bài, chuỗi hạt hoặc JSON shoe)</translation>
    </message>
    <message>
        <source>not a shoe file: this is {kind}, not text (a shoe file is a hands CSV, bead strings or shoe JSON)</source>
        <translation>không phải tệp shoe: đây là {kind}, không phải văn bản (tệp shoe là CSV ván bài, chuỗi hạt hoặc JSON shoe)</translation>
    </message>
    <message>
        <source>Windows-1252 or Latin-1</source>
        <translation>Windows-1252 hoặc Latin-1</translation>
    </message>
    <message>
        <source>a double-byte encoding such as Korean CP949/EUC-KR, Chinese GBK or Japanese Shift-JIS</source>
        <translation>một mã hóa hai byte như CP949/EUC-KR tiếng Hàn, GBK tiếng Trung hoặc Shift-JIS tiếng Nhật</translation>
    </message>
    <message>
        <source>no data came for {seconds} seconds: a pipe or FIFO with no program writing to it (or one that stopped); nothing was read</source>
        <translation>không có dữ liệu trong {seconds} giây: một đường ống hoặc FIFO không có chương trình nào ghi vào (hoặc đã dừng); không đọc được gì</translation>
    </message>
    <message>
        <source>the compressed file expands more than {times} times (past {mib} MiB): not a shoe file (a gzip bomb?); nothing was read</source>
        <translation>tệp nén giãn ra hơn {times} lần (sau {mib} MiB): không phải tệp shoe (bom gzip?); không đọc được gì</translation>
    </message>
    <message>
        <source>the line is longer than {limit:,} bytes (the cap on a line): not a row or bead string of a shoe file</source>
        <translation>dòng dài hơn {limit:,} byte (giới hạn một dòng): không phải hàng hay chuỗi hạt của tệp shoe</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the file as UTF-8</source>
        <translation>không phải văn bản UTF-8: hãy lưu tệp dưới dạng UTF-8</translation>
    </message>
    <message>
        <source>this is {encoding} text, not UTF-8: save the file as UTF-8</source>
        <translation>đây là văn bản {encoding}, không phải UTF-8: hãy lưu tệp dưới dạng UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text: byte {byte} (perhaps {encoding}; save the file as UTF-8)</source>
        <translation>không phải văn bản UTF-8: byte {byte} (có lẽ là {encoding}; hãy lưu tệp dưới dạng UTF-8)</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>không phải văn bản UTF-8</translation>
    </message>
    <message>
        <source>cannot read the file: {reason}</source>
        <translation>không đọc được tệp: {reason}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>không có tệp này</translation>
    </message>
    <message>
        <source>a folder, not a shoe file</source>
        <translation>đây là thư mục, không phải tệp shoe</translation>
    </message>
    <message>
        <source>permission denied: cannot read the file</source>
        <translation>không có quyền: không đọc được tệp</translation>
    </message>
    <message>
        <source>damaged gzip file: {reason}</source>
        <translation>tệp gzip bị hỏng: {reason}</translation>
    </message>
    <message>
        <source>no rules: write one a line, like &apos;after B B P bet P 2 units&apos;</source>
        <translation>không có quy tắc: mỗi dòng viết một quy tắc, như &apos;after B B P bet P 2 units&apos;</translation>
    </message>
    <message>
        <source>expected &apos;after&apos; to start a rule, found {word!r}</source>
        <translation>quy tắc cần bắt đầu bằng &apos;after&apos;, gặp {word!r}</translation>
    </message>
    <message>
        <source>expected B, P or T in the pattern, found {letter!r}</source>
        <translation>trong mẫu cần B, P hoặc T, gặp {letter!r}</translation>
    </message>
    <message>
        <source>expected a pattern of B, P and T after &apos;after&apos;</source>
        <translation>sau &apos;after&apos; cần một mẫu gồm B, P và T</translation>
    </message>
    <message>
        <source>a pattern of at most {most} hands, not {length}</source>
        <translation>một mẫu tối đa {most} ván, không phải {length}</translation>
    </message>
    <message>
        <source>expected &apos;bet&apos; and a side after the pattern</source>
        <translation>sau mẫu cần &apos;bet&apos; và một cửa cược</translation>
    </message>
    <message>
        <source>expected the bet after &apos;bet&apos;: banker, player, tie, player_pair or banker_pair</source>
        <translation>sau &apos;bet&apos; cần cửa cược: banker, player, tie, player_pair hoặc banker_pair</translation>
    </message>
    <message>
        <source>expected banker, player, tie, player_pair or banker_pair (or B, P, T), found {side!r}</source>
        <translation>cần banker, player, tie, player_pair hoặc banker_pair (hoặc B, P, T), gặp {side!r}</translation>
    </message>
    <message>
        <source>expected a whole number of units from 1 to {most}, found {amount!r}</source>
        <translation>cần số đơn vị nguyên từ 1 đến {most}, gặp {amount!r}</translation>
    </message>
    <message>
        <source>expected &apos;units&apos; after the amount, found {word!r}</source>
        <translation>sau số tiền cần &apos;units&apos;, gặp {word!r}</translation>
    </message>
    <message>
        <source>unexpected {word!r} after the end of the rule</source>
        <translation>có {word!r} không mong đợi sau khi quy tắc kết thúc</translation>
    </message>
    <message>
        <source>{bet} bets need hands that record pairs; these shoes record none</source>
        <translation>cược {bet} cần các ván có ghi đôi; các shoe này không ghi</translation>
    </message>
    <message>
        <source>unknown system {system!r}; choose from {systems}</source>
        <translation>hệ thống không xác định {system!r}; hãy chọn trong {systems}</translation>
    </message>
    <message>
        <source>the {system} system needs a bet (--bet {bets})</source>
        <translation>hệ thống {system} cần một cửa cược (--bet {bets})</translation>
    </message>
    <message>
        <source>unknown bet {bet!r}; choose from {bets}</source>
        <translation>cửa cược không xác định {bet!r}; hãy chọn trong {bets}</translation>
    </message>
    <message>
        <source>the unit must be a whole amount of 1 or more, not {value!r}</source>
        <translation>đơn vị phải là số tiền nguyên từ 1 trở lên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the table maximum must be a whole amount of 1 or more, not {value!r}</source>
        <translation>mức tối đa của bàn phải là số tiền nguyên từ 1 trở lên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the bankroll must be a whole amount of 1 or more, not {value!r}</source>
        <translation>vốn phải là số tiền nguyên từ 1 trở lên, không phải {value!r}</translation>
    </message>
    <message>
        <source>the table maximum ({table_max}) is below the unit ({unit})</source>
        <translation>mức tối đa của bàn ({table_max}) thấp hơn đơn vị ({unit})</translation>
    </message>
    <message>
        <source>the pattern-rules system needs rules (--rules)</source>
        <translation>hệ thống quy tắc theo mẫu cần quy tắc (--rules)</translation>
    </message>
    <message>
        <source>a Labouchère line needs whole numbers of 1 or more</source>
        <translation>dãy Labouchère cần các số nguyên từ 1 trở lên</translation>
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
</TS>
