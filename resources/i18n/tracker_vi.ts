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
    <name>ImportReport</name>
    <message>
        <source>Import shoe files</source>
        <translation>Nhập tệp shoe</translation>
    </message>
    <message>
        <source>Leave out the shoes with problems (see the validation report)</source>
        <translation>Bỏ qua các shoe có lỗi (xem báo cáo kiểm tra)</translation>
    </message>
    <message>
        <source>Shoes whose replay finds something that cannot have happened are not stored; by default they are stored and marked with their problems</source>
        <translation>Các shoe mà khi xem lại thấy điều không thể xảy ra sẽ không được lưu; mặc định chúng được lưu và đánh dấu lỗi</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Stop the import: the files already stored stay</source>
        <translation>Dừng nhập: các tệp đã lưu vẫn được giữ</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Đang nhập…</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>Đang nhập %1 (%2 trên %3)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Nhập</translation>
    </message>
    <message>
        <source>The import stopped: %1. The files imported before it are stored; nothing of the file being read was stored.</source>
        <translation>Việc nhập đã dừng: %1. Các tệp nhập trước đó đã được lưu; tệp đang đọc không được lưu gì.</translation>
    </message>
    <message>
        <source>%1: %2, %3 stored</source>
        <translation>%1: đã lưu %2, %3</translation>
    </message>
    <message>
        <source>; %Ln already in the library</source>
        <translation>; %Ln shoe đã có trong thư viện</translation>
    </message>
    <message>
        <source>; %Ln with problems</source>
        <translation>; %Ln shoe có lỗi</translation>
    </message>
    <message>
        <source>; %Ln with problems left out</source>
        <translation>; %Ln shoe có lỗi bị bỏ qua</translation>
    </message>
    <message>
        <source>%1: cancelled: nothing of it was stored</source>
        <translation>%1: đã hủy, không lưu gì từ tệp này</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln ván</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>Đã hủy nhập</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>Đã nhập xong</translation>
    </message>
    <message>
        <source>%1 and %2 stored</source>
        <translation>Đã lưu %1 và %2</translation>
    </message>
    <message>
        <source>%Ln shoe(s) already in the library</source>
        <translation>%Ln shoe đã có trong thư viện</translation>
    </message>
    <message>
        <source>%Ln shoe(s) stored with problems</source>
        <translation>%Ln shoe được lưu kèm lỗi</translation>
    </message>
    <message>
        <source>%Ln shoe(s) with problems left out</source>
        <translation>%Ln shoe có lỗi bị bỏ qua</translation>
    </message>
    <message>
        <source>%Ln file(s) refused</source>
        <translation>%Ln tệp bị từ chối</translation>
    </message>
    <message>
        <source>cancelled: the files after it were not read</source>
        <translation>đã hủy: các tệp sau đó không được đọc</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Show problems…</source>
        <translation>Xem lỗi…</translation>
    </message>
    <message>
        <source>with problems: %1</source>
        <translation>có lỗi: %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>bỏ qua: %1</translation>
    </message>
    <message>
        <source>nothing of it was stored</source>
        <translation>không lưu gì từ tệp này</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Filter shoes by table or name (Ctrl+F)</source>
        <translation>Lọc shoe theo bàn hoặc tên (Ctrl+F)</translation>
    </message>
    <message>
        <source>Shows the shoes whose name holds these letters; Esc clears it</source>
        <translation>Hiện các shoe có tên chứa các chữ này; Esc để xóa</translation>
    </message>
    <message>
        <source>The library&apos;s shoes; ● marks a shoe open for logging</source>
        <translation>Các shoe trong thư viện; ● đánh dấu shoe đang mở để ghi</translation>
    </message>
    <message>
        <source>Shoes or hands were stored elsewhere (another tracker on this library): the shoes that changed and the shown shoe were read again.</source>
        <translation>Shoe hoặc ván đã được lưu ở nơi khác (một tracker khác dùng thư viện này): các shoe đã thay đổi và shoe đang hiện đã được đọc lại.</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Đã cập nhật %1</translation>
    </message>
    <message>
        <source>Library unreachable</source>
        <translation>Không kết nối được thư viện</translation>
    </message>
    <message>
        <source>%1
Looking again every few seconds.</source>
        <translation>%1
Sẽ thử lại sau mỗi vài giây.</translation>
    </message>
</context>
<context>
    <name>LibraryBrowser</name>
    <message>
        <source>Sound</source>
        <translation>Hợp lệ</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>Có lỗi</translation>
    </message>
    <message>
        <source>Outcome only (not checkable)</source>
        <translation>Chỉ kết quả (không kiểm tra được)</translation>
    </message>
    <message>
        <source>Library — tracker</source>
        <translation>Thư viện — tracker</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>Sòng bài</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bàn</translation>
    </message>
    <message>
        <source>from</source>
        <translation>từ</translation>
    </message>
    <message>
        <source>to</source>
        <translation>đến</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bất kỳ</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>Mọi loại</translation>
    </message>
    <message>
        <source>Any decks</source>
        <translation>Mọi số bộ bài</translation>
    </message>
    <message>
        <source>%n deck(s)</source>
        <translation>%n bộ bài</translation>
    </message>
    <message>
        <source>Any validation</source>
        <translation>Mọi kết quả kiểm tra</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>Báo cáo kiểm tra</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Xem lại</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Xuất…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Xóa…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>%1, %Ln chosen</source>
        <translation>%1, đã chọn %Ln</translation>
    </message>
    <message>
        <source>Export shoes</source>
        <translation>Xuất shoe</translation>
    </message>
    <message>
        <source>Shoe JSON (*.json);;Hands CSV (*.csv)</source>
        <translation>JSON shoe (*.json);;CSV ván (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Xuất</translation>
    </message>
    <message>
        <source>%1, %2 written to %3</source>
        <translation>Đã ghi %1, %2 vào %3</translation>
    </message>
    <message>
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>Xóa %Ln shoe cùng mọi ván của chúng khỏi thư viện? Không thể hoàn tác (hãy xuất ra trước để giữ một bản).</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>%Ln ván</translation>
    </message>
    <message>
        <source>; %Ln with no hands left out (a CSV has a row a hand)</source>
        <translation>; %Ln shoe không có ván bị bỏ qua (CSV mỗi ván một dòng)</translation>
    </message>
    <message>
        <source>Delete shoes</source>
        <translation>Xóa shoe</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Trực tiếp</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Đã nhập</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Luyện tập</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>Mô phỏng</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>hợp lệ</translation>
    </message>
    <message>
        <source>outcome only</source>
        <translation>chỉ kết quả</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>chưa kiểm tra</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln lỗi</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Nhãn</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Bộ bài</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>B · P · T</source>
        <translation>C · N · H</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>dd/MM/yyyy HH:mm</translation>
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
        <source>Live</source>
        <translation>Trực tiếp</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Đã nhập</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Luyện tập</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>Mô phỏng</translation>
    </message>
    <message>
        <source>dd MMM HH:mm</source>
        <translation>dd/MM HH:mm</translation>
    </message>
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
    <message>
        <source>Live, closed</source>
        <translation>Trực tiếp, đã đóng</translation>
    </message>
    <message>
        <source>Live, open for logging</source>
        <translation>Trực tiếp, đang mở để ghi</translation>
    </message>
    <message>
        <source>%1 · %n deck(s)</source>
        <translation>%1 · %n bộ bài</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>dd/MM/yyyy HH:mm</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Bắt đầu %1</translation>
    </message>
    <message>
        <source>Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5</source>
        <translation>Nhà Cái %1, Người Chơi %2, Hòa %3; đôi: Người Chơi %4, Nhà Cái %5</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>Từ %1</translation>
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
    <name>ValidationReport</name>
    <message>
        <source>Validation report</source>
        <translation>Báo cáo kiểm tra</translation>
    </message>
    <message>
        <source>Shoe · hand</source>
        <translation>Shoe · ván</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Dòng</translation>
    </message>
    <message>
        <source>Cards (Player / Banker)</source>
        <translation>Lá bài (Người Chơi / Nhà Cái)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Lỗi</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>Mở xem lại</translation>
    </message>
    <message>
        <source>The replay finds no problems in these shoes.</source>
        <translation>Xem lại không thấy lỗi nào trong các shoe này.</translation>
    </message>
    <message>
        <source>The replay finds no problems in the library.</source>
        <translation>Xem lại không thấy lỗi nào trong thư viện.</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>%Ln shoe</translation>
    </message>
    <message>
        <source>%Ln problem(s) in %1. Enter or a double-click opens the replay at that hand.</source>
        <translation>%Ln lỗi trong %1. Nhấn Enter hoặc bấm đúp để mở xem lại tại ván đó.</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>%Ln lỗi</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, từ %2</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>cả shoe</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>ván %1</translation>
    </message>
</context>
</TS>
